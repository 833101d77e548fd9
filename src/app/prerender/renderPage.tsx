// A page rendered to HTML with React's server renderer (src/prerender.tsx re-exports it for
// scripts/lib/pageHtml.mjs), and the <script> element that carries the data it was rendered from.
// The entry, src/prerender.tsx, registers every language's words when it loads, before any render.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PrerenderHeadSink } from '../../components/PageMeta';
import { basenameOf, localeOfPath } from '../../config/locales';
import { SessionProvider } from '../../features/auth';
import MarkdownBody from '../../features/blog/MarkdownBody';
import { PrerenderMarkdown } from '../../features/blog/PostBody';
import { LocaleContext } from '../../i18n/LocaleContext';
import { loadMessages } from '../../i18n/messages';
import { PageDataProvider, pageDataJson, PAGE_DATA_ELEMENT_ID, type PageData } from '../../lib/pageData';
import { pageHeadHtml, type PageHead } from '../../lib/pageHead';
import { App, preloadAllPages } from '../router';

const markdown = (text: string) => <MarkdownBody text={text} />;

/** The page's data as the <script> element that carries it (lib/pageData.ts). */
export function pageDataHtml(data: PageData): string {
  return Object.keys(data).length === 0
    ? ''
    : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson(data)}</script>`;
}

/**
 * The page's markup and its <head> metadata as HTML (title, description, canonical, link
 * previews), rendered with `data` as the results of its reads (none: their loading states).
 */
export async function renderPage(path: string, data: PageData = {}): Promise<{ html: string; head: string; lang: string }> {
  await preloadAllPages();
  // The page's language, from its address, with its words loaded (every catalog is registered now).
  const locale = localeOfPath(path);
  await loadMessages(locale);
  let head: PageHead | null = null;
  const html = renderToString(
    <StrictMode>
      <PrerenderHeadSink.Provider value={(pageHead) => (head = pageHead)}>
        <LocaleContext.Provider value={locale}>
          <SessionProvider>
            <PageDataProvider data={data}>
              <PrerenderMarkdown.Provider value={markdown}>
                <StaticRouter location={path} basename={basenameOf(locale)}>
                  <App />
                </StaticRouter>
              </PrerenderMarkdown.Provider>
            </PageDataProvider>
          </SessionProvider>
        </LocaleContext.Provider>
      </PrerenderHeadSink.Provider>
    </StrictMode>,
  );
  if (!head) throw new Error(`${path} renders no PageMeta`);
  const rendered = head as PageHead;
  return { html, head: pageHeadHtml(rendered), lang: rendered.lang };
}
