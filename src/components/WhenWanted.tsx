import type { ReactNode } from 'react';
import { useWantedSoon } from '../lib/useBrowserState';

/**
 * Renders `placeholder` until the visitor goes on from the first screen (useWantedSoon), then
 * `children`: a below-the-fold section then downloads its data, and the Firestore code, only
 * for visitors who may see it.
 */
export function WhenWanted({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ref, wanted] = useWantedSoon();
  return <div ref={ref}>{wanted ? children : placeholder}</div>;
}
