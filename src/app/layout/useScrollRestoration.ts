import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'clinic-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** How long a returning page may take to grow back to the reader's position. */
const RESTORE_WAIT_MS = 3000;

/**
 * Scrolls to `top`, and keeps trying while the page grows back to it: a page's sections that load
 * their data (services, doctors, FAQs) are short until it arrives. Stops once there, after
 * RESTORE_WAIT_MS, or as soon as the reader scrolls, taps or presses a key themselves.
 */
function restoreWhenTallEnough(top: number): () => void {
  window.scrollTo(0, top);
  if (typeof ResizeObserver === 'undefined' || Math.abs(window.scrollY - top) < 2) return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 2) stop();
  });
  const readerMoved = ['wheel', 'touchstart', 'keydown', 'mousedown'];
  const timer = window.setTimeout(stop, RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    readerMoved.forEach((type) => window.removeEventListener(type, stop));
  }
  observer.observe(document.body);
  readerMoved.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return stop;
}

/**
 * What the browser does for multi-page sites, for this single-page one: a followed link opens the
 * next page at its top (or at its #anchor), Back and Forward return to where the reader was, and
 * so does a reload (positions are kept in sessionStorage for the tab).
 *
 * Every page load starts with the same history key ("default"), so with that key a page opened
 * from the address bar would get the position of the page loaded before it in this tab. The
 * first entry is keyed by its path instead.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = location.key === 'default' ? location.pathname : location.key;
  // Read once per app start; a plain object the effects below keep up to date.
  const [positions] = useState(readPositions);
  const currentKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[currentKey.current] = window.scrollY;
    };
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, [positions]);

  useLayoutEffect(() => {
    currentKey.current = key;
    const saved = positions[key];
    if (navigationType === 'POP' && saved !== undefined) return restoreWhenTallEnough(saved);
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    }
    return undefined;
    // Only when the page changes, not when its state does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
