import { useState, type FormEvent } from 'react';
import { getBookingPolicy, saveBookingPolicy } from '@services/bookingSchedules';
import { FormField } from '../../components/FormField';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { BOOKING_LIMITS } from '../../config/limits';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { useFormCheck, type FormProblems } from '../../lib/useFormCheck';
import type { BookingPolicy } from '../../types';

const SAVE_FAILED = 'Could not save the booking rules. Please check your connection and try again; your changes are still here.';

type Field = keyof BookingPolicy;
type Values = Record<Field, string>;

/** The two rules kept in minutes are edited in hours, in half-hour steps. */
const IN_HOURS: ReadonlySet<Field> = new Set<Field>(['noticeMinutes', 'cancelCutoffMinutes']);

const hoursText = (minutes: number) => String(minutes / 60);

const bound = (field: Field) => {
  const { min, max } = BOOKING_LIMITS[field];
  return IN_HOURS.has(field) ? { min: min / 60, max: max / 60 } : { min, max };
};

/** The stored number a field's text stands for, or null when it is not one the rules accept. */
function storedValue(field: Field, text: string): number | null {
  if (!text.trim()) return null;
  const value = Number(text);
  const { min, max } = bound(field);
  if (!Number.isFinite(value) || value < min || value > max) return null;
  if (IN_HOURS.has(field)) return Number.isInteger(value * 2) ? value * 60 : null;
  return Number.isInteger(value) ? value : null;
}

const problemOf: Record<Field, (min: number, max: number) => string> = {
  noticeMinutes: (min, max) => `Please give the hours from ${min} to ${max}, in steps of half an hour (e.g. 2 or 1.5).`,
  horizonDays: (min, max) => `Please give a whole number of days from ${min} to ${max}.`,
  cancelCutoffMinutes: (min, max) => `Please give the hours from ${min} to ${max}, in steps of half an hour (e.g. 4 or 0.5).`,
  maxUpcoming: (min, max) => `Please give a whole number from ${min} to ${max}.`,
  maxReschedules: (min, max) => `Please give a whole number from ${min} to ${max}.`,
};

function checkPolicy(values: Values): FormProblems<Field> {
  const problems: FormProblems<Field> = { fields: {} };
  for (const field of Object.keys(values) as Field[]) {
    if (storedValue(field, values[field]) !== null) continue;
    const { min, max } = bound(field);
    problems.fields[field] = problemOf[field](min, max);
    problems.toast ??= problems.fields[field];
  }
  return problems;
}

/**
 * The clinic's online booking rules (clinic/booking): how soon and how far ahead patients can
 * book, until when they can cancel or move a booking themselves, how many bookings one account
 * holds, how often one booking can be moved. The rules enforce every one of them.
 */
export function BookingPolicyForm() {
  // Read afresh: an admin edits what is stored now.
  const stored = useAsyncData('editor:booking-policy', getBookingPolicy);
  if (stored.status === 'loading') return <LoadingMessage label="Loading the booking rules…" />;
  if (stored.status === 'error') {
    return <ErrorMessage>We could not load the booking rules. Please check your connection and reload.</ErrorMessage>;
  }
  return <PolicyForm stored={stored.data} />;
}

function PolicyForm({ stored }: { stored: BookingPolicy }) {
  const [values, setValues] = useState<Values>({
    noticeMinutes: hoursText(stored.noticeMinutes),
    horizonDays: String(stored.horizonDays),
    cancelCutoffMinutes: hoursText(stored.cancelCutoffMinutes),
    maxUpcoming: String(stored.maxUpcoming),
    maxReschedules: String(stored.maxReschedules),
  });
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const check = useFormCheck(values, checkPolicy);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !check.passes()) return;
    // Checked above: every field stands for a number the rules accept.
    const value = (field: Field) => storedValue(field, values[field])!;
    const policy: BookingPolicy = {
      noticeMinutes: value('noticeMinutes'),
      horizonDays: value('horizonDays'),
      cancelCutoffMinutes: value('cancelCutoffMinutes'),
      maxUpcoming: value('maxUpcoming'),
      maxReschedules: value('maxReschedules'),
    };
    setSaving(true);
    setSaveFailed(false);
    try {
      await saveBookingPolicy(policy);
      toast.success('Booking rules saved');
    } catch (error) {
      console.error('Could not save the booking rules', error);
      toast.error(SAVE_FAILED);
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: Field, label: string, hint: string, inputMode: 'numeric' | 'decimal' = 'numeric') => {
    const { min, max } = bound(name);
    return (
      <FormField
        label={label}
        type="number"
        inputMode={inputMode}
        min={min}
        max={max}
        step={IN_HOURS.has(name) ? 0.5 : 1}
        required
        hint={hint}
        value={values[name]}
        error={check.error(name)}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-text">
        What patients can do when they book online. Changes apply from the next booking; bookings already made stay.
      </p>
      <div className="row">
        <div className="col-12 col-md-6">
          {field(
            'noticeMinutes',
            'Earliest booking, hours ahead',
            'How soon a slot can be booked: 2 means at least 2 hours from now; 0, any slot that has not started. Half hours allowed, e.g. 1.5.',
            'decimal',
          )}
        </div>
        <div className="col-12 col-md-6">
          {field(
            'horizonDays',
            'Bookable up to, days ahead',
            `How far ahead patients can book, at most ${BOOKING_LIMITS.horizonDays.max} days.`,
          )}
        </div>
        <div className="col-12 col-md-6">
          {field(
            'cancelCutoffMinutes',
            'Patients can cancel or move until, hours before',
            'After that, patients call the clinic to cancel or move. Half hours allowed, e.g. 0.5.',
            'decimal',
          )}
        </div>
        <div className="col-12 col-md-6">
          {field('maxUpcoming', 'Upcoming bookings per patient', 'How many bookings ahead one account can hold at a time.')}
        </div>
        <div className="col-12 col-md-6">
          {field('maxReschedules', 'Moves per booking', 'How often a patient can move one booking to another time; 0 means not at all.')}
        </div>
      </div>
      {saveFailed && <ErrorMessage>{SAVE_FAILED}</ErrorMessage>}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save booking rules'}
      </button>
    </form>
  );
}
