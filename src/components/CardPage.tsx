import type { ReactNode } from 'react';
import type { PageMetaInput } from '../lib/pageHead';
import type { FixedPageName } from './fixedPages';
import { PageMeta } from './PageMeta';
import { useFixedPage } from './useFixedPage';

/** A page that is one card with a heading: the account pages, the editors, the appointment form. */
export function CardPage({
  meta,
  heading,
  width = 'wide',
  children,
}: {
  /** The page's head, or the name of a fixed page (components/fixedPages.ts), in the page's language. */
  meta: PageMetaInput | FixedPageName;
  heading: string;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  const fixed = useFixedPage(typeof meta === 'string' ? meta : null);
  return (
    <section className="section" aria-labelledby="card-page-heading">
      <PageMeta {...(fixed ?? (meta as PageMetaInput))} />
      <div className="container">
        <div className={`card ${width === 'narrow' ? 'card-page-narrow' : 'card-page-wide'}`}>
          <div className="card-body">
            <h1 id="card-page-heading" className="h3 mb-4">
              {heading}
            </h1>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
