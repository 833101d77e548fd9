import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { SessionProvider } from './features/auth';
import { App, preloadPages, routes } from './app/router';
import { PageDataProvider, readPageData } from './lib/pageData';
import './styles/main.scss';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The data a prerendered page was rendered from (lib/pageData.ts): its first render shows it.
const pageData = readPageData();

function app() {
  return (
    <StrictMode>
      <SessionProvider>
        <PageDataProvider data={pageData}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </PageDataProvider>
      </SessionProvider>
    </StrictMode>
  );
}

/**
 * A prerendered page (src/prerender.tsx) is hydrated: its page's code is loaded first, so the
 * first client render is the page itself, as in the HTML, not the loading fallback. The HTML was
 * rendered for the bare path, so with a query string (/CBlog?searchQuery=…) the page renders
 * afresh instead, replacing the HTML in one go. Every other path starts from the empty shell
 * (app.html) and renders on the client.
 */
if (container.hasChildNodes()) {
  void preloadPages(matchRoutes(routes, window.location) ?? []).then(() => {
    if (window.location.search === '') {
      hydrateRoot(container, app());
    } else {
      // Swapped within one task, so no blank frame is painted between the two.
      const root = createRoot(container);
      container.replaceChildren();
      flushSync(() => root.render(app()));
    }
  });
} else {
  createRoot(container).render(app());
}
