import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { JsonLd } from '../../components/JsonLd';
import { replayHeldInput, stopHoldingInput } from '../../lib/heldInput';
import { startScrollAnimations } from '../../lib/motion';
import { PageDataScope } from '../../lib/pageData';
import { clinicJsonLd } from '../../lib/structuredData/clinic';
import { Toasts } from '../../lib/toast';
import { usePageLoading } from '../lazyPage';
import { AppLoading } from '../pages/AppLoading';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useScrollRestoration } from './useScrollRestoration';
import { useMessages } from '../../i18n/messages';
import { layoutMessages } from './messages';
// Not the feature's index: the shell needs only the hours' small store, not the components that show them.
import { useKnownClinicHours } from '../../features/hours/useClinicHours';

/**
 * Inside the page's boundary, so that its effect runs once the page itself is hydrated (a page
 * that waits on its data stays server HTML until then, and React drops a tap made on it): what
 * the visitor tapped or typed before the app ran is replayed then (lib/heldInput.ts), and
 * `<html data-started>` says the page runs.
 */
function PageStarted() {
  useEffect(() => {
    replayHeldInput(document.getElementById('root') ?? document.body);
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}

/**
 * The shell around every page: skip link, header, the page, footer, toasts, and the clinic's
 * description for search engines. While the next page's code loads, the current page stays and a
 * bar at the top shows progress; the very first page (on a path that was not prerendered) shows
 * a spinner until its code is here.
 */
export function Layout() {
  const t = useMessages(layoutMessages);
  const pageLoading = usePageLoading();
  const { pathname } = useLocation();
  // The clinic with its hours as this visit knows them (the page's own, then the live read's).
  const clinicDescription = clinicJsonLd(useKnownClinicHours());
  useScrollRestoration();

  useEffect(() => startScrollAnimations(), []);
  useEffect(() => stopHoldingInput(), []);

  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      <Header />
      <div className={`route-progress${pageLoading ? ' is-active' : ''}`} aria-hidden="true" />
      <main id="main" tabIndex={-1}>
        {/* The boundary outlives the pages, so a navigation keeps the page on screen until the next one's code is here. */}
        <Suspense fallback={<AppLoading />}>
          <PageErrorBoundary key={pathname}>
            <PageDataScope>
              <Outlet />
            </PageDataScope>
          </PageErrorBoundary>
          <PageStarted />
        </Suspense>
      </main>
      <Footer />
      <Toasts />
      <JsonLd data={clinicDescription} />
    </>
  );
}
