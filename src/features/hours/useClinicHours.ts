import { useEffect, useSyncExternalStore } from 'react';
import { clinic } from '../../config/clinic';
import { useDocumentData } from '../../lib/pageData';
import type { ClinicHours } from '../../types';

/** The name of the hours in a page's data (the deploy writes them into every page: src/prerender.tsx). */
export const CLINIC_HOURS = 'clinicHours';

// Loaded after the first render: Firestore is not part of a page's initial JavaScript.
export const loadHoursModule = () => import('@services/clinicHours');

/**
 * The hours as this visit knows them, shared by every part of the page that shows them (footer,
 * Location, Contact, the appointment form, the clinic's structured data): read once per visit,
 * replaced by an admin's save. `live`: read from the database in this visit; `failed`: that read
 * failed (what is shown then is the hours the page came with, or the clinic's usual hours).
 */
// The state before any read is the server's snapshot itself: a snapshot that differed from it,
// even only by identity, would re-render the layout at once after hydration, and React would then
// hydrate the whole page in that one blocking task instead of in slices.
const SERVER_STATE: { live: ClinicHours | null; failed: boolean } = { live: null, failed: false };
let state = SERVER_STATE;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function update(next: typeof state) {
  state = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function readOnce(): void {
  reading ??= loadHoursModule()
    .then((hours) => hours.getClinicHours())
    .then(
      (hours) => update({ live: hours, failed: false }),
      (error: unknown) => {
        console.error('Could not load the opening hours', error);
        reading = null; // the next page that shows them tries again
        update({ live: state.live, failed: true });
      },
    );
}

/** After an admin's save: every part of the page shows the saved hours at once. */
export function rememberClinicHours(hours: ClinicHours): void {
  reading = Promise.resolve();
  update({ live: hours, failed: false });
}

/** Starts afresh (tests: each starts from its own backend's hours). */
export function forgetClinicHours(): void {
  reading = null;
  update(SERVER_STATE);
}

/** This visit's read (or its failure), and the hours it shows: the read's, else the page's own, else the usual ones. */
function useHoursState(): { hours: ClinicHours; live: boolean; failed: boolean } {
  const { live, failed } = useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
  const carried = useDocumentData<ClinicHours>(CLINIC_HOURS);
  return { hours: live ?? carried ?? clinic.defaultHours, live: live !== null, failed };
}

/** The best hours known without reading (the clinic's structured data on every page). */
export const useKnownClinicHours = (): ClinicHours => useHoursState().hours;

/** The hours, read from the database once per visit by whichever part of the page asks first. */
export function useClinicHours(): { hours: ClinicHours; live: boolean; failed: boolean } {
  useEffect(readOnce, []);
  return useHoursState();
}
