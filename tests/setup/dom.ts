import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadAllPages } from '../../src/app/router';
import { forgetClinicHours } from '../../src/features/hours';
import { resetDemoStore } from '../../src/services/demo/store';
import { installMatchMedia, setMedia } from '../utils/media';
import { provideTranslationFiles, setPageLocale } from '../../src/i18n/messages';
import { translationFiles } from '../../src/i18n/translations';

installMatchMedia();
provideTranslationFiles(translationFiles);
// Lazy routes load real modules; on a busy 2-core CI machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Every page's code is here before a test starts, as it is a moment after a page opens in a
// browser: a page whose code is still loading shows a spinner, and React's retry after it arrives
// would wait for an act() the test does not make (or for a fake timer).
beforeAll(() => preloadAllPages(), 60_000);

beforeEach(() => {
  localStorage.clear();
  resetDemoStore();
  // renderApp('/kn/…') sets the page's language; each test starts in English.
  setPageLocale('en');
  // The visit's copy of the opening hours goes with the store it was read from.
  forgetClinicHours();
  setMedia({ mobile: false, reducedMotion: false });
  document.documentElement.className = '';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
});
