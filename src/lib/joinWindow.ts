import type { Booking } from '../types';

/**
 * When a video visit can be joined (issue 46): from 15 minutes before it starts until 30 minutes
 * after its end (start + its minutes). firestore.rules (`inJoinWindow`) holds the same window
 * against the server's time; the page uses it to say when the call opens.
 */
export const JOIN_OPENS_BEFORE_MINUTES = 15;
export const JOIN_CLOSES_AFTER_MINUTES = 30;

const MINUTE = 60_000;

export interface JoinWindow {
  opensAt: Date;
  closesAt: Date;
}

export function joinWindow(visit: Pick<Booking, 'startsAt' | 'minutes'>): JoinWindow {
  const start = visit.startsAt.getTime();
  return {
    opensAt: new Date(start - JOIN_OPENS_BEFORE_MINUTES * MINUTE),
    closesAt: new Date(start + (visit.minutes + JOIN_CLOSES_AFTER_MINUTES) * MINUTE),
  };
}

export type JoinMoment = 'before' | 'open' | 'after';

/** Where `now` is against the window: both ends included, as in the rules. */
export function joinMoment(visit: Pick<Booking, 'startsAt' | 'minutes'>, now: Date): JoinMoment {
  const { opensAt, closesAt } = joinWindow(visit);
  if (now < opensAt) return 'before';
  return now > closesAt ? 'after' : 'open';
}

/** A booking that a call can be made for: a video visit, still booked (or marked arrived). */
export const isCallable = (booking: Pick<Booking, 'visit' | 'status'>): boolean =>
  booking.visit === 'video' && (booking.status === 'booked' || booking.status === 'arrived');
