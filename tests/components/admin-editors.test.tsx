import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as faqs from '@services/faqs';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const main = () => screen.getByRole('main');

describe('FAQ editor', () => {
  it('creates an FAQ, says so, stays on the page and is ready for the next one', async () => {
    await signInAs('admin');
    const { user, router } = await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    const before = demoDb().faqs.length;
    await user.type(screen.getByLabelText('Question'), '  Is parking available?  ');
    await user.type(screen.getByLabelText('Answer'), 'Yes, two-wheeler and car parking in the basement.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FAQ created successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/addfaq');
    expect(demoDb().faqs).toHaveLength(before + 1);
    expect(demoDb().faqs.at(-1)).toMatchObject({
      title: 'Is parking available?',
      author: 'Dr. Kavya Rao',
      userId: 'demo-admin',
    });
    expect(screen.getByLabelText('Question')).toHaveValue('');
  });

  it("refuses empty or whitespace-only fields with 'All fields are mandatory to fill' and keeps the text", async () => {
    await signInAs('admin');
    const { user } = await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    const before = demoDb().faqs.length;
    await user.type(screen.getByLabelText('Question'), 'Do you open on Sundays?');
    await user.type(screen.getByLabelText('Answer'), '    ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('All fields are mandatory to fill')).not.toHaveLength(0);
    expect(screen.getByLabelText('Answer')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Question')).toHaveValue('Do you open on Sundays?');
    expect(demoDb().faqs).toHaveLength(before);
  });

  it('bounds the lengths the rules bound', async () => {
    await signInAs('admin');
    await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    expect(screen.getByLabelText('Question')).toHaveAttribute('maxlength', '300');
    expect(screen.getByLabelText('Answer')).toHaveAttribute('maxlength', '3000');
  });

  it('makes one FAQ from a double click', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    const before = demoDb().faqs.length;
    await user.type(screen.getByLabelText('Question'), 'Can I bring a family member?');
    await user.type(screen.getByLabelText('Answer'), 'Of course.');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FAQ created successfully')).toBeInTheDocument();
    expect(demoDb().faqs).toHaveLength(before + 1);
  });

  it('keeps the form when the save fails', async () => {
    await signInAs('admin');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The signed-in admin loses the flag before saving: the backend refuses, as the rules would.
    const { user } = await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    const adminProfile = demoDb().users.find((u) => u.uid === 'demo-admin');
    if (adminProfile) adminProfile.roles = [];
    await user.type(screen.getByLabelText('Question'), 'Will this save?');
    await user.type(screen.getByLabelText('Answer'), 'Not this time.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Could not save the FAQ/)).toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toHaveValue('Will this save?');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    spy.mockRestore();
  });

  it('prefills and updates an existing FAQ', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/updateFaq/insurance');
    await findPageHeading('Update FAQ');
    const question = await screen.findByLabelText('Question');
    expect(question).toHaveValue('Do you accept health insurance?');
    await user.clear(question);
    await user.type(question, 'Do you accept cashless health insurance?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('FAQ updated successfully')).toBeInTheDocument();
    expect(demoDb().faqs.find((f) => f.id === 'insurance')?.title).toBe('Do you accept cashless health insurance?');
    expect(question).toHaveValue('Do you accept cashless health insurance?');
  });

  it('says clearly when the FAQ to edit does not exist', async () => {
    await signInAs('admin');
    await renderApp('/updateFaq/no-such-faq');
    await findPageHeading('Update FAQ');
    expect(await screen.findByText(/We could not find this FAQ/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Question')).not.toBeInTheDocument();
  });
});

describe('Service editor', () => {
  it("is titled by mode and saves with 'service created successfully'", async () => {
    await signInAs('admin');
    const { user } = await renderApp('/addservice');
    await findPageHeading('Add Service');
    await user.type(screen.getByLabelText('Service name'), 'Physiotherapy');
    await user.type(screen.getByLabelText('Description'), 'Exercise-based rehabilitation after injury or surgery.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('service created successfully')).toBeInTheDocument();
    expect(demoDb().medicalServices.some((s) => s.title === 'Physiotherapy')).toBe(true);
  });

  it("updates with 'services updated successfully'", async () => {
    await signInAs('admin');
    const { user } = await renderApp('/updateservice/cupping');
    await findPageHeading('Update Service');
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Gentle suction cups for tight muscles.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('services updated successfully')).toBeInTheDocument();
    expect(demoDb().medicalServices.find((s) => s.id === 'cupping')?.description).toBe('Gentle suction cups for tight muscles.');
  });
});

describe('Admin pages for non-admins', () => {
  it.each(['/addfaq', '/updateFaq/insurance', '/addservice', '/updateservice/cupping'])(
    '%s shows a visitor an "Admins only" page with a way to log in, not the form',
    async (path) => {
      await renderApp(path);
      expect(await findPageHeading('Admins only')).toBeInTheDocument();
      expect(within(main()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(path)}`);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
  );

  it('tells a signed-in patient the page is for admins', async () => {
    await signInAs('patient');
    await renderApp('/addfaq');
    expect(await findPageHeading('Admins only')).toBeInTheDocument();
    expect(main()).toHaveTextContent('patient@clinic.test is not an admin account');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('does not show the form on the strength of a tampered USER cache', async () => {
    localStorage.setItem(
      'USER',
      JSON.stringify({
        uid: 'demo-patient',
        email: 'patient@clinic.test',
        displayName: 'A',
        photoURL: null,
        emailVerified: true,
        isAdmin: true,
      }),
    );
    await renderApp('/addfaq');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Add FAQ' })).not.toBeInTheDocument());
    expect(await findPageHeading('Admins only')).toBeInTheDocument();
  });
});

describe('the service modules used by the editors', () => {
  it('refuse writes from a non-admin, as the rules do', async () => {
    await signInAs('patient');
    await expect(
      faqs.createFaq({ title: 'x', description: 'y' }, { uid: 'demo-patient', displayName: 'A', email: null }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
