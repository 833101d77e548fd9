import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

async function openServices() {
  const view = await renderApp('/medicalservices');
  await findPageHeading('Our Medical Services');
  await screen.findByRole('heading', { name: 'Acupuncture', level: 2 });
  return view;
}

async function openHomeFaqs() {
  const view = await renderApp('/home');
  await screen.findByRole('button', { name: 'Does acupuncture hurt?' });
  return view;
}

describe('Services list admin tools', () => {
  it('shows no edit or delete icons to visitors or patients', async () => {
    await openServices();
    expect(screen.queryByRole('link', { name: /^Edit service/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete service/ })).not.toBeInTheDocument();
  });

  it('gives admins named edit links and delete buttons on every service', async () => {
    await signInAs('admin');
    await openServices();
    expect(await screen.findByRole('link', { name: 'Edit service: Acupuncture' })).toHaveAttribute('href', '/updateservice/acupuncture');
    expect(screen.getAllByRole('button', { name: /^Delete service: / })).toHaveLength(demoDb().medicalServices.length);
  });

  it('asks before deleting, and Cancel (or Escape) keeps the service', async () => {
    await signInAs('admin');
    const { user } = await openServices();
    const deleteButton = await screen.findByRole('button', { name: 'Delete service: Cupping Therapy' });
    await user.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete service' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this service?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cupping Therapy' })).toBeInTheDocument();
    expect(demoDb().medicalServices.some((s) => s.id === 'cupping')).toBe(true);
  });

  it('keeps Tab inside the dialog', async () => {
    await signInAs('admin');
    const { user } = await openServices();
    await user.click(await screen.findByRole('button', { name: 'Delete service: Cupping Therapy' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('deletes after confirmation and the service leaves the list', async () => {
    await signInAs('admin');
    const { user } = await openServices();
    await user.click(await screen.findByRole('button', { name: 'Delete service: Cupping Therapy' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cupping Therapy' })).not.toBeInTheDocument();
    expect(demoDb().medicalServices.some((s) => s.id === 'cupping')).toBe(false);
  });
});

describe('FAQ accordion admin tools', () => {
  it('shows no edit or delete icons to a patient', async () => {
    await signInAs('patient');
    await openHomeFaqs();
    expect(screen.queryByRole('button', { name: /^Delete FAQ/ })).not.toBeInTheDocument();
  });

  it("deletes an FAQ after 'Are you sure you want to delete this FAQ?'", async () => {
    await signInAs('admin');
    const { user } = await openHomeFaqs();
    expect(await screen.findByRole('link', { name: 'Edit FAQ: Does acupuncture hurt?' })).toHaveAttribute(
      'href',
      '/updateFaq/acupuncture-pain',
    );
    await user.click(screen.getByRole('button', { name: 'Delete FAQ: Does acupuncture hurt?' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Are you sure you want to delete this FAQ?');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('FAQ deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Does acupuncture hurt?' })).not.toBeInTheDocument();
  });

  it("reports a failed delete with 'Failed to delete FAQ.' and the toast, and keeps the FAQ", async () => {
    await signInAs('admin');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openHomeFaqs();
    await screen.findByRole('button', { name: 'Delete FAQ: Does acupuncture hurt?' });
    // The admin flag is withdrawn meanwhile: the backend refuses, as the rules would.
    const adminProfile = demoDb().users.find((u) => u.uid === 'demo-admin');
    if (adminProfile) adminProfile.roles = [];
    await user.click(screen.getByRole('button', { name: 'Delete FAQ: Does acupuncture hurt?' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete FAQ.')).toBeInTheDocument();
    expect(await screen.findByText('An error occurred while deleting the FAQ')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Does acupuncture hurt?' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to delete FAQ.', expect.anything());
    consoleError.mockRestore();
  });
});
