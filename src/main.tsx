import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { SessionProvider } from './features/auth';
import { App, preloadPages, routes } from './app/router';
import { PageDataProvider, readPageData } from './lib/pageData';
import { LocaleContext } from './i18n/LocaleContext';
import { basenameOf, localeOfPath } from './config/locales';
import { loadMessages, provideTranslationFiles, setPageLocale } from './i18n/messages';
import { translationFiles } from './i18n/translations';
import { rememberedHome } from './i18n/rememberedLocale';
import './styles/main.scss';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The data a prerendered page was rendered from (lib/pageData.ts): its first render shows it.
const pageData = readPageData();

// The page's language is its address's (/kn/…, /hi/…, or English); it changes only with a new
// page load (the switcher's links), so the router works under its prefix.
const locale = localeOfPath(window.location.pathname);
setPageLocale(locale);
provideTranslationFiles(translationFiles);
const returnTo = rememberedHome(window.location.pathname, window.location.search, window.location.hash);
if (returnTo) window.location.replace(returnTo);

function app() {
  return (
    <StrictMode>
      <LocaleContext.Provider value={locale}>
        <SessionProvider>
          <PageDataProvider data={pageData}>
            <BrowserRouter basename={basenameOf(locale)}>
              <App />
            </BrowserRouter>
          </PageDataProvider>
        </SessionProvider>
      </LocaleContext.Provider>
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
// The page's code, then the words of its language (i18n/messages.ts), before the first render.
const ready = () => preloadPages(matchRoutes(routes, window.location, basenameOf(locale)) ?? []).then(() => loadMessages(locale));

// A page's first date formatter loads ICU's data: about 12 ms on this machine, 50 at 4× CPU.
// Made here, in a task of its own, it no longer lengthens the task that evaluates the page's code
// (lib/openingHours.ts makes one as it loads) or the slice of hydration that shows the first date.
setTimeout(() => new Intl.DateTimeFormat().format(0), 0);

if (returnTo) {
  // Leaving for the remembered language's home: nothing to render here.
} else if (container.hasChildNodes()) {
  void ready().then(() => {
    if (window.location.search === '') {
      // In a transition, React hydrates in slices and yields to the browser between them.
      startTransition(() => {
        hydrateRoot(container, app());
      });
    } else {
      // Swapped within one task, so no blank frame is painted between the two.
      const root = createRoot(container);
      container.replaceChildren();
      flushSync(() => root.render(app()));
    }
  });
} else {
  // The shell's words suspend the first render until they are here (useMessages).
  createRoot(container).render(app());
}
