import { useEffect, useId, useState, type FormEvent } from 'react';
import { cancelBookingByClinic } from '@services/bookings';
import { FormField } from '../../components/FormField';
import { ErrorMessage } from '../../components/StatusMessage';
import { BOOKING_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { formatTime } from '../../lib/openingHours';
import type { Booking } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { useFrontDeskActions } from './FrontDeskActions';

/** The reason the patient is told, then the clinic's cancellation; the reason stays when it fails. */
export function CancelForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useMessages(bookingStaffMessages);
  const { busy, run } = useFrontDeskActions();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const max = BOOKING_LIMITS.cancelReason;
  const who = booking.kind === 'blocked' ? t.theBlockedTime : booking.patientName;

  useEffect(() => document.getElementById(reasonId)?.focus(), [reasonId]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = !trimmed ? t.reasonMissing : trimmed.length > max ? t.reasonTooLong(max) : null;
    setProblem(found);
    setFailure(null);
    if (found) return;
    const outcome = await run(() => cancelBookingByClinic(booking, trimmed), {
      done: t.cancelledToast,
      failed: t.cancelFailed,
    });
    if (outcome.ok) onClose();
    else if (outcome.message) setFailure(outcome.message);
  }

  return (
    <form
      className="border rounded p-3"
      aria-label={t.cancelFormLabel(who, formatTime(booking.time))}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <FormField
        id={reasonId}
        label={t.reasonLabel}
        hint={t.reasonHint}
        required
        maxLength={max}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-danger" disabled={busy}>
          {t.cancelBooking}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          {t.keepBooking}
        </button>
      </div>
    </form>
  );
}
