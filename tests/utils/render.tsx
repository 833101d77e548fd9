import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { signInWithEmail } from '@services/auth';
import { SessionProvider } from '../../src/features/auth/SessionProvider';
import { routes } from '../../src/router';
import { seedAccounts } from '../../src/seed';

/**
 * Renders the whole app (real route table, session, demo backend) at `path`, and waits for the
 * shell: a data router renders nothing until the first page's lazy code has loaded.
 */
export async function renderApp(path = '/home', options: { fakeTimers?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  await screen.findByRole('banner');
  return { router, user, ...view };
}

/** Signs in through the demo auth twin, as the login page would. */
export async function signInAs(role: 'admin' | 'patient'): Promise<void> {
  const account = seedAccounts.find((a) => a.admin === (role === 'admin'));
  if (!account) throw new Error(`No seed account for ${role}`);
  await signInWithEmail(account.email, account.password);
}

/** Waits until the page's main heading is on screen (lazy routes load asynchronously). */
export async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}
