import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';

/** The frame of the account pages: a title and a narrow card. */
export function AuthCard({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby="auth-heading">
      <PageTitle title={title} />
      <div className="container">
        <div className="card auth-card">
          <div className="card-body">
            <h1 id="auth-heading" className="h3 mb-4">
              {heading}
            </h1>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A provider or validation error, in red, announced. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="alert alert-danger" role="alert">
      {message}
    </p>
  );
}
