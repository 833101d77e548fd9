import type { Booking, BookingNotice, NoticeChannel, NoticeKey, NoticeKind } from '../types';
import { whatsAppOn } from './bookingDocuments';

/*
 * When the messages to a patient about their booking are due (issue 45), shared by the job that
 * sends them (scripts/notify.mjs) and the front desk that shows what went out. Pure: no Firebase,
 * no clock of its own — the caller passes `now`, so a late run of the job still works from what is
 * due, and the tests can run it at any instant.
 */

export const NOTICE_KINDS: readonly NoticeKind[] = ['confirmation', 'reminder', 'cancellation'];
export const NOTICE_CHANNELS: readonly NoticeChannel[] = ['email', 'whatsapp'];

/** How often one message is tried before the front desk sees it failed (and phones the patient). */
export const MAX_NOTICE_TRIES = 3;

/** How long a run holds a claimed message: longer than one send, short enough for the next run to take over a crash. */
export const NOTICE_LEASE_MS = 10 * 60 * 1000;

/** The reminder goes at most this long before the visit. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

export const noticeKey = (kind: NoticeKind, channel: NoticeChannel): NoticeKey => `${kind}_${channel}`;

/**
 * What the due rules read of a booking. Bookings from before issue 45 have no `lang`, `whatsApp`
 * or `notices`: they count as English, no opt-in, nothing sent.
 */
export type NoticeBooking = Pick<Booking, 'kind' | 'status' | 'cancelledBy' | 'startsAt' | 'createdAt' | 'email'> &
  Partial<Pick<Booking, 'whatsApp' | 'notices' | 'lang'>>;

/** One message to send now: what, which way, to whom, and which try this is (1 to MAX_NOTICE_TRIES). */
export interface DueNotice {
  kind: NoticeKind;
  channel: NoticeChannel;
  to: string;
  attempt: number;
}

// Quiet hours --------------------------------------------------------------------------------

/*
 * The clinic's time is Asia/Kolkata (src/config/clinic.ts), which keeps no daylight saving: a
 * fixed UTC+05:30 is exact and needs no Intl time-zone data (the job runs on a bare Node).
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const QUIET_FROM_MINUTE = 21 * 60;
const QUIET_UNTIL_MINUTE = 8 * 60;

/** Milliseconds since midnight of a clinic-time instant (at + offset), for dates before 1970 too. */
const sinceMidnight = (local: number): number => ((local % DAY_MS) + DAY_MS) % DAY_MS;

/** Minutes since midnight in the clinic's time. */
const istMinuteOfDay = (at: Date): number => Math.floor(sinceMidnight(at.getTime() + IST_OFFSET_MS) / 60000);

/** Whether `at` falls in the quiet hours, 21:00 to 08:00 in the clinic's time. */
export function inQuietHours(at: Date): boolean {
  const minute = istMinuteOfDay(at);
  return minute >= QUIET_FROM_MINUTE || minute < QUIET_UNTIL_MINUTE;
}

/** The first 08:00 in the clinic's time after `at` (at itself when it is exactly 08:00). */
export function nextMorning(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  let eight = local - sinceMidnight(local) + QUIET_UNTIL_MINUTE * 60000;
  if (eight < local) eight += DAY_MS;
  return new Date(eight - IST_OFFSET_MS);
}

/**
 * Whether quiet hours hold a reminder at `now`: it is night in the clinic's time and the visit
 * starts after the coming 08:00, so the message can wait for the morning. A visit before 08:00
 * (a 07:30 appointment) is reminded at night rather than not at all.
 */
export function quietHoursHold(startsAt: Date, now: Date): boolean {
  return inQuietHours(now) && startsAt.getTime() >= nextMorning(now).getTime();
}

/**
 * When the reminder first may go: 24 hours before the visit, or the next 08:00 when that falls in
 * the quiet hours. Null when the booking gets no reminder because it was made within those 24
 * hours (its confirmation serves). A booking still being written (createdAt null) counts as made now,
 * i.e. not early enough to need one.
 */
export function reminderDueAt(booking: Pick<Booking, 'startsAt' | 'createdAt'>, now = new Date()): Date | null {
  const opens = new Date(booking.startsAt.getTime() - REMINDER_LEAD_MS);
  const madeAt = booking.createdAt ?? now;
  if (madeAt.getTime() >= opens.getTime()) return null;
  return quietHoursHold(booking.startsAt, opens) ? nextMorning(opens) : opens;
}

// Due rules --------------------------------------------------------------------------------

/**
 * Whether the booking, as it stands at `now`, calls for this kind of message at all (whatever was
 * sent already). `quiet` false leaves out the quiet hours (the front desk's "will it still go?").
 */
function kindApplies(booking: NoticeBooking, kind: NoticeKind, now: Date, quiet = true): boolean {
  // Nothing about a visit that has started: a late run must not confirm or remind a past visit.
  if (booking.kind !== 'patient' || booking.startsAt.getTime() <= now.getTime()) return false;
  switch (kind) {
    case 'confirmation':
      return booking.status === 'booked';
    case 'reminder': {
      if (booking.status !== 'booked') return false;
      const dueAt = reminderDueAt(booking, now);
      if (!dueAt || booking.startsAt.getTime() - now.getTime() > REMINDER_LEAD_MS) return false;
      return !quiet || !quietHoursHold(booking.startsAt, now);
    }
    case 'cancellation':
      return booking.status === 'cancelled' && booking.cancelledBy === 'clinic';
  }
}

/** Where a channel goes for this booking, or null when it does not: e-mail always, WhatsApp only opted in. */
function addressOf(booking: NoticeBooking, channel: NoticeChannel): string | null {
  if (channel === 'email') return booking.email || null;
  const optIn = booking.whatsApp ?? null;
  return optIn && whatsAppOn({ whatsApp: optIn }) ? optIn.to : null;
}

/**
 * The booking's record of one message, or undefined when there is none that counts. A reminder
 * about an earlier start (the booking has moved since) does not count: the new time gets its own.
 * The confirmation is sent once per booking, not again after a move.
 */
export function currentNotice(booking: NoticeBooking, kind: NoticeKind, channel: NoticeChannel): BookingNotice | undefined {
  const notice = booking.notices?.[noticeKey(kind, channel)];
  if (!notice) return undefined;
  if (kind === 'reminder' && notice.for?.getTime() !== booking.startsAt.getTime()) return undefined;
  return notice;
}

/** Whether a run holds the message right now (claimed, lease not run out). */
const held = (notice: BookingNotice, now: Date): boolean =>
  notice.status === 'sending' && notice.claimedUntil !== null && notice.claimedUntil.getTime() > now.getTime();

/**
 * Whether a recorded message will not be tried again: sent or failed, or a try that ran out its
 * tries ('retry' after the last, or a run that claimed the last try and never reported back).
 */
function settled(notice: BookingNotice, now: Date): boolean {
  if (notice.status === 'sent' || notice.status === 'failed') return true;
  return !held(notice, now) && notice.tries >= MAX_NOTICE_TRIES;
}

/** The try a send of this message now would be (1 for the first), or null when it is not to be tried now. */
function nextAttempt(notice: BookingNotice | undefined, now: Date): number | null {
  if (!notice) return 1;
  if (held(notice, now) || settled(notice, now)) return null;
  return notice.tries + 1;
}

/**
 * The messages due now: per kind the booking calls for, per channel it goes by, those not yet
 * sent, not failed for good and not held by a run. The job re-checks this inside the transaction
 * that claims a message, so two overlapping runs cannot both send it.
 */
export function dueNotices(booking: NoticeBooking, now: Date): DueNotice[] {
  const due: DueNotice[] = [];
  for (const kind of NOTICE_KINDS) {
    if (!kindApplies(booking, kind, now)) continue;
    for (const channel of NOTICE_CHANNELS) {
      const to = addressOf(booking, channel);
      if (!to) continue;
      const attempt = nextAttempt(currentNotice(booking, kind, channel), now);
      if (attempt !== null) due.push({ kind, channel, to, attempt });
    }
  }
  return due;
}

// The front desk's view -------------------------------------------------------------------

export type NoticeState = 'sent' | 'failed' | 'pending' | 'none';

function channelState(booking: NoticeBooking, kind: NoticeKind, channel: NoticeChannel, now: Date): NoticeState {
  const notice = currentNotice(booking, kind, channel);
  if (notice && settled(notice, now)) return notice.status === 'sent' ? 'sent' : 'failed';
  if (notice && held(notice, now)) return 'pending';
  const goes = addressOf(booking, channel) !== null;
  // Not begun: pending only when due now (a reminder the quiet hours hold till 08:00 is not yet).
  if (!notice) return goes && kindApplies(booking, kind, now) ? 'pending' : 'none';
  // Begun and to be tried again: pending while it still can go (the quiet hours only delay it);
  // a retry that no longer can (the visit has started, the booking changed) never reached the
  // patient, so the desk sees it failed.
  return goes && kindApplies(booking, kind, now, false) ? 'pending' : 'failed';
}

/**
 * Per kind of message, what the front desk shows, combining the channels:
 * - 'failed' when any channel failed for good (channels: the failed ones) — the desk phones;
 * - else 'pending' when any channel is due now, being sent, or waiting for another try (a retry
 *   the quiet hours hold till 08:00 counts: it will go without anyone acting);
 * - else 'sent' when any channel went out (channels: the sent ones);
 * - else 'none': not for this booking (a caller's booking, no opt-in, a patient's own cancellation)
 *   or not due yet (a reminder before its 24 hours). A message not yet due is 'none', not
 *   'pending', so 'pending' always means "the job owes this now".
 * A reminder about the booking's earlier time (before a move) counts as none for the new time.
 */
export function noticeSummary(booking: NoticeBooking, now: Date): Record<NoticeKind, { state: NoticeState; channels: NoticeChannel[] }> {
  const summary = {} as Record<NoticeKind, { state: NoticeState; channels: NoticeChannel[] }>;
  for (const kind of NOTICE_KINDS) {
    const states = NOTICE_CHANNELS.map((channel) => ({ channel, state: channelState(booking, kind, channel, now) }));
    const pick = (state: NoticeState) => states.filter((s) => s.state === state).map((s) => s.channel);
    const state = (['failed', 'pending', 'sent'] as const).find((s) => pick(s).length > 0) ?? 'none';
    summary[kind] = { state, channels: state === 'none' ? [] : pick(state) };
  }
  return summary;
}
