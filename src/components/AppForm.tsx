import type { ComponentProps } from 'react';
import { useHydrated } from '../lib/useBrowserState';

/**
 * A form of a prerendered page. Its controls stay disabled until the app has taken the page
 * over: typed before that, text would sit in the fields without reaching the form's state, and
 * the browser would send the form on its own, putting what was typed (a password included) into
 * the address.
 */
export function AppForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated}>{children}</fieldset>
    </form>
  );
}
