import type { ReactNode } from 'react';
import { CardPage } from '../../components/CardPage';

/** The frame of the account pages: a title and a narrow card. */
export function AuthCard({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <CardPage title={title} heading={heading} width="narrow">
      {children}
    </CardPage>
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
