import type { ComponentProps } from 'react';
import { useHydrated } from '../lib/useBrowserState';

/**
 * A form of a prerendered page. Its controls are disabled in the HTML: without JavaScript the
 * browser would send the form on its own, putting what was typed (a password included) into the
 * address. public/start.js enables them as soon as it runs, and holds a submit until the app has
 * taken the page over; the app then tells React what was typed (lib/heldInput.ts).
 */
export function AppForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} data-app-form="">
        {children}
      </fieldset>
    </form>
  );
}
