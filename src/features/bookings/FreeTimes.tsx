import { useId, useState } from 'react';
import { addClinicBooking } from '@services/bookings';
import { EmptyMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { formatTime } from '../../lib/openingHours';
import type { Slot } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { CallerForm } from './CallerForm';
import { report } from './frontDesk';
import { useFrontDeskActions } from './FrontDeskActions';

interface FreeTimesProps {
  doctorName: string;
  /** The doctor has a schedule: without one, no time is offered. */
  scheduled: boolean;
  unlisted?: boolean;
  /** The doctor's free times of the day. */
  free: Slot[];
}

/** A doctor's free times of the day: Block one, or Book for a caller (its form opens below the list). */
export function FreeTimes({ doctorName, scheduled, unlisted, free }: FreeTimesProps) {
  const t = useMessages(bookingStaffMessages);
  const headingId = useId();
  const { busy, run } = useFrontDeskActions();
  // The caller form: the time chosen, and a count that moves focus to it at each opening.
  const [caller, setCaller] = useState<{ time: string; opened: number } | null>(null);

  const block = (slot: Slot) =>
    void run(() => addClinicBooking({ slot, doctorName, contact: { name: '', phone: '' } }, 'blocked'), {
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
            <span className="fw-semibold me-auto">{formatTime(slot.time)}</span>
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => block(slot)}>
              {t.block}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={busy}
              onClick={() => setCaller((open) => ({ time: slot.time, opened: (open?.opened ?? 0) + 1 }))}
            >
              {t.bookForCaller}
            </button>
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
          free={free}
          time={caller.time}
          opened={caller.opened}
          onTime={(time) => setCaller({ ...caller, time })}
          onClose={() => setCaller(null)}
        />
      )}
    </>
  );
}
