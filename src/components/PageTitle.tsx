import { useLayoutEffect } from 'react';
import { clinic } from '../config/clinic';

function pageTitle(title: string): string {
  return `${title} | ${clinic.name}`;
}

/** Sets the document title while the page is shown (before paint, so it never lags the page). */
export function PageTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}
