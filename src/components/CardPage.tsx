import type { ReactNode } from 'react';
import type { PageMetaInput } from '../lib/pageHead';
import { PageMeta } from './PageMeta';

/** A page that is one card with a heading: the account pages, the editors, the appointment form. */
export function CardPage({
  meta,
  heading,
  width = 'wide',
  children,
}: {
  meta: PageMetaInput;
  heading: string;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <section className="section" aria-labelledby="card-page-heading">
      <PageMeta {...meta} />
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
