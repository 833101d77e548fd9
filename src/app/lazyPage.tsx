import { lazy, useState, useSyncExternalStore, type ComponentType } from 'react';
import { getPageLocale, loadMessages } from '../i18n/messages';

/** A page whose code is a separate chunk: `Page` renders it, `preload` fetches it ahead of time. */
export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<void>;
}

// How many pages' code is on its way: the layout's progress bar shows while it is not zero.
let loading = 0;
const listeners = new Set<() => void>();
function setLoading(change: number) {
  loading += change;
  // Not during the render that started the load: React forbids updating another component then.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a page's code is loading (a link was followed to a page not yet fetched). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/**
 * A lazily loaded page. Unlike a bare React.lazy, a page whose code is already here (preloaded
 * before hydration, or visited before) renders at once: hydrating a prerendered page must not
 * suspend, or React would throw the server's HTML away. A page still loading suspends to the
 * layout's boundary, which keeps the current page on screen meanwhile (navigations are
 * transitions). A failed load (offline) is forgotten, so the next visit tries again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;

  const preload = () => {
    if (!pending) {
      setLoading(1);
      // The page's code, then its words in the page's language (registered as its modules load).
      pending = load()
        .then((module) => loadMessages(getPageLocale()).then(() => module))
        .then(
          (module) => {
            loaded = module.default;
            setLoading(-1);
          },
          (error: unknown) => {
            pending = undefined;
            setLoading(-1);
            throw error;
          },
        );
    }
    return pending;
  };

  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });

  function Page() {
    // Decided once per page instance: switching from the lazy wrapper to the loaded component
    // on a later render would remount the page and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Suspending />;
  }

  return { Page, preload };
}
