import { startTransition, useCallback, useEffect, useState } from 'react';
import { getBookingPolicy, getTakenSlots, listSchedules } from '@services/bookingSchedules';
import { listDoctors } from '@services/doctors';
import { bookingWindow, monthsBetween } from '../../lib/booking';
import type { BookingPolicy, Doctor, DoctorSchedule } from '../../types';

/** What the slot picker needs: the bookable doctors, their schedules, the clinic's rules, the taken slots. */
export interface BookingData {
  /** The doctors with a schedule, in the clinic's order. */
  doctors: Doctor[];
  schedules: Record<string, DoctorSchedule>;
  policy: BookingPolicy;
  /** Each doctor's taken slot keys over the booking window. */
  taken: Record<string, Set<string>>;
}

export type BookingDataState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: BookingData; refreshTaken: () => Promise<void> };

/**
 * Reads one visit makes, however many bookings there are: the doctors (one each), their
 * schedules (one each), the clinic's rules (1), and each doctor's taken slots, one document per
 * month of the booking window (at most 3: the horizon is at most 60 days). With the opening hours
 * (1, shared with the rest of the page): 2 + 5 per doctor at most.
 */
async function takenSlots(doctors: Doctor[], policy: BookingPolicy): Promise<Record<string, Set<string>>> {
  const { first, last } = bookingWindow(policy, new Date());
  const months = monthsBetween(first, last);
  const entries = await Promise.all(doctors.map(async (d) => [d.id, await getTakenSlots(d.id, months)] as const));
  return Object.fromEntries(entries);
}

export function useBookingData(): BookingDataState {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'ready'; data: BookingData }>({
    status: 'loading',
  });

  useEffect(() => {
    let active = true;
    (async () => {
      const [doctors, schedules, policy] = await Promise.all([listDoctors(), listSchedules(), getBookingPolicy()]);
      const byDoctor = Object.fromEntries(schedules.map((s) => [s.doctorId, s]));
      const bookable = doctors.filter((d) => byDoctor[d.id]);
      const taken = await takenSlots(bookable, policy);
      // The panel's days and times are the page's largest render (over 100 ms at 4× CPU): in a
      // transition React renders them in slices, and a tap meanwhile is answered at once.
      if (active) startTransition(() => setState({ status: 'ready', data: { doctors: bookable, schedules: byDoctor, policy, taken } }));
    })().catch((error: unknown) => {
      console.error('Could not load the free times', error);
      if (active) setState({ status: 'error' });
    });
    return () => {
      active = false;
    };
  }, []);

  const refreshTaken = useCallback(async () => {
    if (state.status !== 'ready') return;
    const taken = await takenSlots(state.data.doctors, state.data.policy);
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: { ...current.data, taken } } : current));
  }, [state]);

  return state.status === 'ready' ? { ...state, refreshTaken } : state;
}
