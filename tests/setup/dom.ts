import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetDemoStore } from '../../src/services/demo/store';
import { installMatchMedia, setMedia } from '../utils/media';

installMatchMedia();
// Lazy routes load real modules; on a busy 2-core CI machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeEach(() => {
  localStorage.clear();
  resetDemoStore();
  setMedia({ mobile: false, reducedMotion: false });
  document.documentElement.className = '';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
});
