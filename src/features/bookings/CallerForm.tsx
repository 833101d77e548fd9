import { useEffect, useId, useState, type FormEvent } from 'react';
import { addClinicBooking } from '@services/bookings';
import { FormField, SelectField } from '../../components/FormField';
import { ErrorMessage } from '../../components/StatusMessage';
import { BOOKING_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { formatTime } from '../../lib/openingHours';
import type { Slot } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { useFrontDeskActions } from './FrontDeskActions';
import { callerProblems } from './frontDeskChecks';

interface CallerFormProps {
  doctorName: string;
  free: Slot[];
  time: string;
  opened: number;
  onTime: (time: string) => void;
  onClose: () => void;
}

/**
 * Booking a free time for someone on the phone: the time (any free one of the doctor's day), their
 * name and phone. It stays open with what was typed when the write fails, even when the time was
 * taken meanwhile and has left the list.
 */
export function CallerForm({ doctorName, free, time, opened, onTime, onClose }: CallerFormProps) {
  const t = useMessages(bookingStaffMessages);
  const { busy, run } = useFrontDeskActions();
  const headingId = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = free.find((slot) => slot.time === time) ?? null;
  const problems = submitted ? callerProblems(chosen ? time : '', name, phone, t) : {};

  useEffect(() => document.getElementById(nameId)?.focus(), [nameId, opened]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!chosen || Object.keys(callerProblems(time, name, phone, t)).length > 0) return;
    const contact = { name: name.trim(), phone: phone.trim() };
    const outcome = await run(() => addClinicBooking({ slot: chosen, doctorName, contact }, 'phone'), {
      done: t.callerBooked(formatTime(chosen.time), doctorName, contact.name),
      failed: t.callerFailed,
    });
    if (outcome.ok) onClose();
    else if (outcome.message) setFailure(outcome.message);
  }

  return (
    <form className="border rounded p-3 mb-3" aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h4 id={headingId} className="h6">
        {t.callerHeading(doctorName)}
      </h4>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <SelectField label={t.time} value={chosen ? time : ''} error={problems.time} onChange={(event) => onTime(event.target.value)}>
        <option value="">{t.chooseTime}</option>
        {free.map((slot) => (
          <option key={slot.time} value={slot.time}>
            {formatTime(slot.time)}
          </option>
        ))}
      </SelectField>
      <FormField
        id={nameId}
        label={t.patientName}
        autoComplete="off"
        required
        maxLength={BOOKING_LIMITS.name}
        value={name}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormField
        label={t.phoneNumber}
        type="tel"
        autoComplete="off"
        required
        maxLength={BOOKING_LIMITS.phone}
        value={phone}
        error={problems.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
          {t.saveBooking}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </form>
  );
}
