/** jsdom has no matchMedia: this one answers from a state the tests set. */
export const mediaState = { mobile: false, reducedMotion: false };

export function setMedia(state: Partial<typeof mediaState>): void {
  Object.assign(mediaState, state);
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: query.includes('max-width') ? mediaState.mobile : query.includes('reduced-motion') ? mediaState.reducedMotion : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
