import { StrictMode, useLayoutEffect } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { matchRoutes, MemoryRouter, useLocation, useNavigate, type Location, type NavigateOptions, type To } from 'react-router-dom';
import { registerWithEmail, signInWithEmail } from '@services/auth';
import { SessionProvider } from '../../src/features/auth/SessionProvider';
import { writeCachedUser } from '../../src/features/auth/sessionCache';
import { App, preloadPages, routes } from '../../src/app/router';
import { PageDataProvider, type PageData } from '../../src/lib/pageData';
import { seedAccounts } from '../../src/seed';
import { demoDb } from '../../src/services/demo/store';
import { LocaleContext } from '../../src/i18n/LocaleContext';
import { basenameOf, localeOfPath } from '../../src/config/locales';
import { loadMessages, setPageLocale } from '../../src/i18n/messages';

/** What tests see of the router: where it is, and a way to move (as a link or a redirect would). */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
}

type Probe = { location?: Location; navigate?: (to: To, options?: NavigateOptions) => void };

/** Keeps the probe in step with the app's router, from inside it (after each render). */
function RouterProbe({ onRender }: { onRender: (seen: Required<Probe>) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ location, navigate });
  });
  return null;
}

/**
 * Renders the whole app (real route table, session, demo backend) at `path`, and waits for the
 * shell and the first page's code (its loading spinner gone). A path in another language
 * (/kn/home) renders in it, under its prefix, with its words loaded first, as main.tsx does.
 */
export async function renderApp(path = '/home', options: { fakeTimers?: boolean; strictMode?: boolean; pageData?: PageData } = {}) {
  const locale = localeOfPath(path);
  setPageLocale(locale);
  // The first page's code and its words, as main.tsx loads them before the first render.
  await preloadPages(matchRoutes(routes, path, basenameOf(locale)) ?? []);
  await loadMessages(locale);
  const probe: Probe = {};
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('The app has not rendered yet');
        return probe.location;
      },
    },
    navigate: async (to, navigateOptions) => {
      await act(async () => probe.navigate?.(to, navigateOptions));
    },
  };
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  // `pageData`: the page arrived with its data (lib/pageData.ts), as a page rendered at deploy does.
  const app = (
    <LocaleContext.Provider value={locale}>
      <SessionProvider>
        <PageDataProvider data={options.pageData ?? {}}>
          <MemoryRouter initialEntries={[path]} basename={basenameOf(locale)}>
            <RouterProbe
              onRender={(seen) => {
                Object.assign(probe, seen);
              }}
            />
            <App />
          </MemoryRouter>
        </PageDataProvider>
      </SessionProvider>
    </LocaleContext.Provider>
  );
  // `npm run dev` renders under StrictMode (src/main.tsx): effects run, are cleaned up and run again.
  const view = render(options.strictMode ? <StrictMode>{app}</StrictMode> : app);
  await within(view.container).findByRole('banner');
  await waitFor(() => expect(view.container.querySelector('.app-loading')).toBeNull());
  return { router, user, ...view };
}

/**
 * A returning signed-in person: signed in through the demo auth twin, with the USER hint an
 * earlier visit leaves (it is what makes the app load the auth SDK for them).
 */
export async function signInAs(role: 'admin' | 'frontdesk' | 'doctor' | 'editor' | 'patient'): Promise<void> {
  const account = seedAccounts.find((a) => a.email === `${role}@clinic.test`);
  if (!account) throw new Error(`No seed account for ${role}`);
  const user = await signInWithEmail(account.email, account.password);
  // The WhatsApp number as the profile has it (the demo's users/{uid}), as an earlier visit cached it.
  const phoneNumber = demoDb().users.find((u) => u.uid === user.uid)?.whatsAppNumber || null;
  writeCachedUser({ ...user, roles: account.roles, doctorId: account.doctorId, phoneNumber });
}

/** Waits until the page's main heading is on screen (lazy routes load asynchronously). */
export async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

/** Someone who registered in an earlier visit (e-mail not verified yet), with the USER hint it leaves. */
export async function registerAs(fullName: string, email: string, password: string): Promise<void> {
  const user = await registerWithEmail(fullName, email, password);
  writeCachedUser({ ...user, roles: [], doctorId: '', phoneNumber: null });
}
