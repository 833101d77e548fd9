import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router-dom';
import { JsonLd } from '../../components/JsonLd';
import { startScrollAnimations } from '../../lib/motion';
import { PageDataScope } from '../../lib/pageData';
import { clinicJsonLd } from '../../lib/structuredData';
import { Toasts } from '../../lib/toast';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Every page load starts with the same history key ("default"), so with the default key a page
 * opened from the address bar would get the scroll position of the page loaded before it in
 * this tab. The first entry is keyed by its path instead: a reload still comes back to where
 * the reader was.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

const clinicDescription = clinicJsonLd();

/** The shell around every page: skip link, header, the page, footer, toasts, and the clinic's description for search engines. */
export function Layout() {
  const navigation = useNavigation();

  useEffect(() => startScrollAnimations(), []);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <div className={`route-progress${navigation.state === 'loading' ? ' is-active' : ''}`} aria-hidden="true" />
      <main id="main" tabIndex={-1}>
        <PageDataScope>
          <Outlet />
        </PageDataScope>
      </main>
      <Footer />
      <Toasts />
      <JsonLd data={clinicDescription} />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
