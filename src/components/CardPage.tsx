import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/** A page that is one card with a heading: the account pages, the editors, the appointment form. */
export function CardPage({ title, heading, width = 'wide', children }: { title: string; heading: string; width?: 'narrow' | 'wide'; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby="card-page-heading">
      <PageTitle title={title} />
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
