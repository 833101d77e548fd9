import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { startScrollAnimations } from '../../lib/motion';
import { Toasts } from '../../lib/toast';
import { Footer } from './Footer';
import { Header } from './Header';

/** The shell around every page: skip link, header, the page, footer, toasts. */
export function Layout() {
  const navigation = useNavigation();

  useEffect(() => {
    void startScrollAnimations();
  }, []);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <div className={`route-progress${navigation.state === 'loading' ? ' is-active' : ''}`} aria-hidden="true" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toasts />
      <ScrollRestoration />
    </>
  );
}
