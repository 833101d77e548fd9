import { useState, type FormEvent } from 'react';
import { getBookingPolicy, saveBookingPolicy } from '@services/bookingSchedules';
import { FormField } from '../../components/FormField';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { BOOKING_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { useFormCheck, type FormProblems } from '../../lib/useFormCheck';
import type { BookingPolicy } from '../../types';
import { bookingStaffMessages, type BookingStaffMessages } from './staffMessages';

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

const problemOf = (t: BookingStaffMessages): Record<Field, (min: number, max: number) => string> => ({
  noticeMinutes: t.noticeProblem,
  horizonDays: t.horizonProblem,
  cancelCutoffMinutes: t.cutoffProblem,
  maxUpcoming: t.wholeNumberProblem,
  maxReschedules: t.wholeNumberProblem,
});

/** The rules' check, in the page's words (`t`). */
const checkPolicy =
  (t: BookingStaffMessages) =>
  (values: Values): FormProblems<Field> => {
    const problems: FormProblems<Field> = { fields: {} };
    const problem = problemOf(t);
    for (const field of Object.keys(values) as Field[]) {
      if (storedValue(field, values[field]) !== null) continue;
      const { min, max } = bound(field);
      problems.fields[field] = problem[field](min, max);
      problems.toast ??= problems.fields[field];
    }
    return problems;
  };

/**
 * The clinic's online booking rules (clinic/booking): how soon and how far ahead patients can
 * book, until when they can cancel or move a booking themselves, how many bookings one account
 * holds, how often one booking can be moved. The rules enforce every one of them.
 */
export function BookingPolicyForm() {
  // Read afresh: an admin edits what is stored now.
  const t = useMessages(bookingStaffMessages);
  const stored = useAsyncData('editor:booking-policy', getBookingPolicy);
  if (stored.status === 'loading') return <LoadingMessage label={t.loadingRules} />;
  if (stored.status === 'error') {
    return <ErrorMessage>{t.rulesLoadFailed}</ErrorMessage>;
  }
  return <PolicyForm stored={stored.data} />;
}

function PolicyForm({ stored }: { stored: BookingPolicy }) {
  const t = useMessages(bookingStaffMessages);
  const [values, setValues] = useState<Values>({
    noticeMinutes: hoursText(stored.noticeMinutes),
    horizonDays: String(stored.horizonDays),
    cancelCutoffMinutes: hoursText(stored.cancelCutoffMinutes),
    maxUpcoming: String(stored.maxUpcoming),
    maxReschedules: String(stored.maxReschedules),
  });
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const check = useFormCheck(values, checkPolicy(t));

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
      toast.success(t.rulesSaved);
    } catch (error) {
      console.error('Could not save the booking rules', error);
      toast.error(t.rulesSaveFailed);
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
      <p className="form-text">{t.rulesIntro}</p>
      <div className="row">
        <div className="col-12 col-md-6">{field('noticeMinutes', t.noticeLabel, t.noticeHint, 'decimal')}</div>
        <div className="col-12 col-md-6">{field('horizonDays', t.horizonLabel, t.horizonHint(BOOKING_LIMITS.horizonDays.max))}</div>
        <div className="col-12 col-md-6">{field('cancelCutoffMinutes', t.cutoffLabel, t.cutoffHint, 'decimal')}</div>
        <div className="col-12 col-md-6">{field('maxUpcoming', t.maxUpcomingLabel, t.maxUpcomingHint)}</div>
        <div className="col-12 col-md-6">{field('maxReschedules', t.maxReschedulesLabel, t.maxReschedulesHint)}</div>
      </div>
      {saveFailed && <ErrorMessage>{t.rulesSaveFailed}</ErrorMessage>}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? t.saving : t.saveRules}
      </button>
    </form>
  );
}
