import type { ReactNode } from 'react';

/** Loading, empty and error states, always in a reserved area so nothing jumps. */
export function LoadingMessage({ label }: { label: string }) {
  return (
    <div className="status-message" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {label}
    </div>
  );
}

export function EmptyMessage({ children }: { children: ReactNode }) {
  return <p className="status-message text-body-secondary">{children}</p>;
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-danger" role="alert">
      {children}
    </div>
  );
}
