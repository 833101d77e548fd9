import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../utils/render';

/** Every route of the spec, with the page it must show. */
const routeTable: Array<[path: string, heading: string | RegExp, title: string]> = [
  ['/', /healthy, quality life/, 'Home'],
  ['/home', /healthy, quality life/, 'Home'],
  ['/service', /healthy, quality life/, 'Home'],
  ['/Appoinment', 'Doctor Appointment', 'Doctor Appointment'],
  ['/medicalservices', 'Our Medical Services', 'Our Medical Services'],
  ['/contact', 'Send us a message', 'Contact Us'],
  ['/CBlog', 'Daily Blogs', 'Daily Blogs'],
  ['/login', 'Login', 'Login'],
  ['/register', 'Register', 'Register'],
  ['/reset', 'Reset your password', 'Reset password'],
  ['/verify-email', 'Verify your Email Address', 'Verify your e-mail'],
  ['/OurDoctors', 'Our Great Doctors', 'Our Doctors'],
  ['/doctors', 'Our Great Doctors', 'Our Doctors'],
  ['/Location', 'Find Us', 'Find Us'],
  [
    '/detail/monsoon-fevers',
    'Monsoon Fevers: When to Rest and When to See a Doctor',
    'Monsoon Fevers: When to Rest and When to See a Doctor',
  ],
  ['/tag/fever', 'Blogs tagged “fever”', 'Blogs tagged “fever”'],
  ['/category/Nutrition%20and%20Diet', 'Blogs in Nutrition and Diet', 'Blogs in Nutrition and Diet'],
  ['/create', 'Admins only', 'Admins only'],
  ['/update/monsoon-fevers', 'Admins only', 'Admins only'],
  // Admin editors show visitors an "Admins only" page (tests/components/admin-editors.test.tsx).
  ['/addfaq', 'Admins only', 'Admins only'],
  ['/updateFaq/insurance', 'Admins only', 'Admins only'],
  ['/addservice', 'Admins only', 'Admins only'],
  ['/updateservice/acupuncture', 'Admins only', 'Admins only'],
  // Lower-case aliases of the mixed-case paths, and the corrected spelling.
  ['/appoinment', 'Doctor Appointment', 'Doctor Appointment'],
  ['/appointment', 'Doctor Appointment', 'Doctor Appointment'],
  ['/cblog', 'Daily Blogs', 'Daily Blogs'],
  ['/ourdoctors', 'Our Great Doctors', 'Our Doctors'],
  ['/location', 'Find Us', 'Find Us'],
  ['/updatefaq/insurance', 'Admins only', 'Admins only'],
];

describe('Router', () => {
  it.each(routeTable)('%s shows its page and sets the document title', async (path, heading, title) => {
    await renderApp(path);
    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Sanjeevani Integrative Clinic`);
  });

  it('sends /auth to the login page, keeping the query', async () => {
    const { router } = await renderApp('/auth?redirect=%2Fdetail%2Fmonsoon-fevers');
    expect(await findPageHeading('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fdetail%2Fmonsoon-fevers');
  });

  it('shows a helpful 404 for unknown paths, with links back into the site', async () => {
    await renderApp('/no-such-page');
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Sanjeevani Integrative Clinic');
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href="/home"]')).not.toBeNull();
    expect(main.querySelector('a[href="/contact"]')).not.toBeNull();
  });

  it('treats a path that looks like markup as text', async () => {
    await renderApp('/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
  });

  it('/admin/requests is for admins only', async () => {
    await renderApp('/admin/requests');
    expect(await findPageHeading('Admins only')).toBeInTheDocument();
  });
});
