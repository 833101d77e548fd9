import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { registerWithEmail, signInWithEmail } from '@services/auth';
import { SessionProvider } from '../../src/features/auth/SessionProvider';
import { writeCachedUser } from '../../src/features/auth/sessionCache';
import { routes } from '../../src/app/router';
import { PageDataProvider, type PageData } from '../../src/lib/pageData';
import { seedAccounts } from '../../src/seed';

/**
 * Renders the whole app (real route table, session, demo backend) at `path`, and waits for the
 * shell: a data router renders nothing until the first page's lazy code has loaded.
 */
export async function renderApp(path = '/home', options: { fakeTimers?: boolean; strictMode?: boolean; pageData?: PageData } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  // `pageData`: the page arrived with its data (lib/pageData.ts), as a page rendered at deploy does.
  const app = (
    <SessionProvider>
      <PageDataProvider data={options.pageData ?? {}}>
        <RouterProvider router={router} />
      </PageDataProvider>
    </SessionProvider>
  );
  // `npm run dev` renders under StrictMode (src/main.tsx): effects run, are cleaned up and run again.
  const view = render(options.strictMode ? <StrictMode>{app}</StrictMode> : app);
  await screen.findByRole('banner');
  return { router, user, ...view };
}

/**
 * A returning signed-in person: signed in through the demo auth twin, with the USER hint an
 * earlier visit leaves (it is what makes the app load the auth SDK for them).
 */
export async function signInAs(role: 'admin' | 'patient'): Promise<void> {
  const account = seedAccounts.find((a) => a.admin === (role === 'admin'));
  if (!account) throw new Error(`No seed account for ${role}`);
  const user = await signInWithEmail(account.email, account.password);
  writeCachedUser({ ...user, isAdmin: account.admin });
}

/** Waits until the page's main heading is on screen (lazy routes load asynchronously). */
export async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

/** Someone who registered in an earlier visit (e-mail not verified yet), with the USER hint it leaves. */
export async function registerAs(fullName: string, email: string, password: string): Promise<void> {
  const user = await registerWithEmail(fullName, email, password);
  writeCachedUser({ ...user, isAdmin: false });
}
