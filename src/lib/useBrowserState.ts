import { useCallback, useState, useSyncExternalStore } from 'react';

/** True while the page is scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}

/** Whether a CSS media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Calls back once, at the visitor's first scroll, touch, click or key press on the page. */
export function onFirstEngagement(callback: () => void): () => void {
  const fire = () => {
    stop();
    callback();
  };
  const stop = () => ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, fire, true));
  ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, fire, { capture: true, passive: true }));
  return stop;
}

/**
 * A ref for an element, and whether its content is wanted yet (it stays true): once the visitor
 * scrolls, touches, clicks or types anywhere on the page, or the element comes within one screen
 * height of the viewport. Below-the-fold sections use it to fetch their data, and the code that
 * fetches it, only for visitors who go on from the first screen, with a head start of however
 * long they take to scroll there. Without IntersectionObserver it is true at once.
 */
export function useWantedSoon(): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [wanted, setWanted] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || wanted) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setWanted(true);
        return undefined;
      }
      const want = () => setWanted(true);
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
        rootMargin: '100% 0px',
      });
      observer.observe(element);
      const stopListening = onFirstEngagement(want);
      return () => {
        observer.disconnect();
        stopListening();
      };
    },
    [wanted],
  );
  return [ref, wanted];
}

const neverChanges = () => () => {};

/**
 * False while React takes over prerendered HTML (and on the server), true once the page runs
 * as an app (AppForm keeps a prerendered form's controls disabled until then).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

const MINUTE_MS = 60_000;
const clock = { now: new Date(), listeners: new Set<() => void>(), timer: undefined as ReturnType<typeof setInterval> | undefined };

function subscribeToClock(listener: () => void) {
  clock.listeners.add(listener);
  clock.timer ??= setInterval(() => {
    clock.now = new Date();
    clock.listeners.forEach((notify) => notify());
  }, MINUTE_MS);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

/** The same Date within a minute (React compares snapshots), a new one after. */
function clockNow(): Date {
  if (Date.now() - clock.now.getTime() >= MINUTE_MS || Date.now() < clock.now.getTime()) clock.now = new Date();
  return clock.now;
}

/**
 * The time now, to the minute, moving on every minute; null on the server and in the render that
 * hydrates a prerendered page (a time-dependent text would not match its HTML).
 */
export function useNow(): Date | null {
  return useSyncExternalStore(subscribeToClock, clockNow, () => null);
}
