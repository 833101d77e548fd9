import { AOS_DURATION_MS, AOS_OFFSET_PX } from '../config/constants';
import { onFirstEngagement } from './useBrowserState';

/**
 * Scroll animations (AOS). Its CSS only applies under `html.motion-ok`, a class set once AOS
 * runs, and AOS never runs for people who ask for reduced motion: for them every element is
 * simply there, with no fade and no movement.
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asks for reduced motion (no animations, no smooth scrolling). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** Props for an element that fades in on scroll. */
export function reveal(animation: 'fade-up' | 'fade-right' | 'fade-left' | 'zoom-in' = 'fade-up') {
  return { 'data-aos': animation, 'data-aos-duration': String(AOS_DURATION_MS) } as const;
}

/**
 * AOS animates what scrolls into view, so it is downloaded at the visitor's first scroll (or
 * touch, click, key): the first screen never waits for it. Returns a cancel for an unmount.
 */
export function startScrollAnimations(): () => void {
  if (prefersReducedMotion()) return () => {};
  return onFirstEngagement(() => void initScrollAnimations());
}

async function initScrollAnimations(): Promise<void> {
  const { default: AOS } = await import('aos');
  AOS.init({ duration: AOS_DURATION_MS, offset: AOS_OFFSET_PX, once: true });
  document.documentElement.classList.add('motion-ok');
  window.matchMedia?.(REDUCED_MOTION).addEventListener?.('change', (event) => {
    document.documentElement.classList.toggle('motion-ok', !event.matches);
  });
}
