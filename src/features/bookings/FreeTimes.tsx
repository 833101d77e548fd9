import { useId, useState } from 'react';
import { addClinicBooking } from '@services/bookings';
import { EmptyMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { formatTime } from '../../lib/openingHours';
import { slotKey, slotsOn, type SlotContext } from '../../lib/booking';
import type { Slot, VisitKind } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { CallerForm } from './CallerForm';
import { report } from './frontDesk';
import { useFrontDeskActions } from './FrontDeskActions';

/** A free time of the day and the ways the doctor sees patients then (at the clinic, by video, or both). */
export type FreeTime = Slot & { ways: VisitKind[] };

/** The doctor's free times on `date`, at the clinic and by video, each time once. */
export function freeTimesOn(date: string, context: Omit<SlotContext, 'taken' | 'visit'>, taken: ReadonlySet<string>): FreeTime[] {
  const byTime = new Map<string, FreeTime>();
  for (const visit of ['clinic', 'video'] as const) {
    for (const slot of slotsOn(date, { ...context, visit })) {
      if (taken.has(slotKey(slot))) continue;
      const time = byTime.get(slot.time);
      if (time) time.ways.push(visit);
      else byTime.set(slot.time, { ...slot, ways: [visit] });
    }
  }
  return [...byTime.values()].sort((a, b) => a.time.localeCompare(b.time));
}

interface FreeTimesProps {
  doctorName: string;
  /** The doctor has a schedule: without one, no time is offered. */
  scheduled: boolean;
  unlisted?: boolean;
  /** The doctor's free times of the day. */
  free: FreeTime[];
}

/** A doctor's free times of the day: Block one, or Book for a caller (its form opens below the list). */
export function FreeTimes({ doctorName, scheduled, unlisted, free }: FreeTimesProps) {
  const t = useMessages(bookingStaffMessages);
  const headingId = useId();
  const { busy, run } = useFrontDeskActions();
  // The caller form: the time chosen, and a count that moves focus to it at each opening.
  const [caller, setCaller] = useState<{ time: string; opened: number } | null>(null);

  // A time only by video is blocked as a video slot (the rules check the sessions of the booking's kind).
  const block = ({ ways, ...slot }: FreeTime) =>
    void run(() => addClinicBooking({ slot, doctorName, contact: { name: '', phone: '' }, visit: ways[0] }, 'blocked'), {
      done: t.blockedToast(formatTime(slot.time), doctorName),
      failed: t.blockFailed,
    }).then(report);

  let freeTimes;
  if (unlisted) freeTimes = <EmptyMessage>{t.unlisted}</EmptyMessage>;
  else if (!scheduled) freeTimes = <EmptyMessage>{t.noSchedule(doctorName)}</EmptyMessage>;
  else if (free.length === 0) freeTimes = <EmptyMessage>{t.noFreeLeft}</EmptyMessage>;
  else {
    freeTimes = (
      <ul className="list-group mb-3" aria-labelledby={headingId}>
        {free.map((slot) => (
          <li key={slot.time} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold me-auto">
              {formatTime(slot.time)}
              {slot.ways.includes('video') && (
                <span className="badge text-bg-info ms-2">{slot.ways.includes('clinic') ? t.clinicOrVideo : t.videoOnly}</span>
              )}
            </span>
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => block(slot)}>
              {t.block}
            </button>
            {/* A caller has no account to join a call with: they are booked at the clinic only. */}
            {slot.ways.includes('clinic') && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={busy}
                onClick={() => setCaller((open) => ({ time: slot.time, opened: (open?.opened ?? 0) + 1 }))}
              >
                {t.bookForCaller}
              </button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <h3 id={headingId} className="h6">
        {t.freeTimes}
      </h3>
      {freeTimes}
      {caller && (
        <CallerForm
          doctorName={doctorName}
          free={free.filter((slot) => slot.ways.includes('clinic'))}
          time={caller.time}
          opened={caller.opened}
          onTime={(time) => setCaller({ ...caller, time })}
          onClose={() => setCaller(null)}
        />
      )}
    </>
  );
}
