import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify';

/**
 * Toasts (react-toastify) without putting it in every page's first download: the library, with
 * its styles, loads on the first toast. react-toastify queues a toast shown before its container
 * mounts and displays it once the container is there.
 */

let library: Promise<typeof Toastify> | undefined;
const loadLibrary = () => (library ??= import('react-toastify'));

let requested = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error' | 'info') {
  return (message: string, options?: Toastify.ToastOptions) => {
    if (!requested) {
      requested = true;
      listeners.forEach((listener) => listener());
    }
    void loadLibrary().then(({ toast }) => toast[kind](message, options));
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };

const Container = lazy(async () => {
  const { ToastContainer } = await loadLibrary();
  return { default: () => <ToastContainer position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} /> };
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
