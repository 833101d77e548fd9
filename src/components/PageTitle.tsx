import { useEffect } from 'react';
import { clinic } from '../config/clinic';

export function pageTitle(title: string): string {
  return `${title} | ${clinic.name}`;
}

/** Sets the document title while the page is shown. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}
