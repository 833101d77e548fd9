import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify';

/**
 * Toasts (react-toastify) without putting it in every page's first download: the library, with
 * its styles, loads on the first toast, and the container mounts then.
 *
 * A toast waits here until the container is mounted for good. react-toastify queues a toast sent
 * before any container exists and hands it to the first container that subscribes; under React's
 * StrictMode (`npm run dev`) that first subscription is undone and made again with a new, empty
 * container, so the page's first toast was lost. Delivering after the mount's effects have
 * settled (a timer that a StrictMode re-run cancels) reaches the container that stays.
 */

let library: Promise<typeof Toastify> | undefined;
const loadLibrary = () => (library ??= import('react-toastify'));

let requested = false;
let containerReady = false;
const waiting: Array<() => void> = [];
const listeners = new Set<() => void>();

function deliver(send: () => void) {
  if (containerReady) send();
  else waiting.push(send);
}

function show(kind: 'success' | 'error' | 'info') {
  return (message: string, options?: Toastify.ToastOptions) => {
    if (!requested) {
      requested = true;
      listeners.forEach((listener) => listener());
    }
    void loadLibrary().then(({ toast }) => deliver(() => toast[kind](message, options)));
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** Rendered after the container: its effect runs once the container has subscribed. */
function WhenContainerMounted() {
  useEffect(() => {
    const timer = setTimeout(() => {
      containerReady = true;
      waiting.splice(0).forEach((send) => send());
    });
    return () => {
      clearTimeout(timer);
      containerReady = false;
    };
  }, []);
  return null;
}

const Container = lazy(async () => {
  const { ToastContainer } = await loadLibrary();
  return {
    default: () => (
      <>
        <ToastContainer position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} />
        <WhenContainerMounted />
      </>
    ),
  };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts appear; renders nothing until the first toast. */
export function Toasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  ) : null;
}
