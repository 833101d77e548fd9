import { Suspense, useState, type FormEvent } from 'react';
import { getClinicHours, saveClinicHours } from '@services/clinicHours';
import { CardPage } from '../../components/CardPage';
import { FormField } from '../../components/FormField';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { HOURS_LIMITS } from '../../config/limits';
import { formatCalendarDay } from '../../lib/dates';
import { clinicToday, isCalendarDate, upcomingClosures, WEEKDAYS, weekdayName } from '../../lib/openingHours';
import { invalidate } from '../../lib/invalidation';
import { PUBLISHED_CONTENT_TAG } from '../../lib/publishing';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { messages } from '../../messages';
import type { ClinicHours, Closure, Weekday } from '../../types';
import { AdminOnly } from '../auth';
import { BookingPolicyForm } from '../bookings';
import { PublishStatus } from '../admin';
import { rememberClinicHours } from './useClinicHours';

/**
 * `/admin/hours`: the one place where admins keep the clinic's weekly hours and its dated
 * closures (holidays, with the reason patients see). The footer, Location, Contact, the
 * appointment form and the clinic's structured data all follow what is saved here, and the rules
 * refuse appointment requests for a closed day. Below, with its own save, the rules of online
 * booking (how soon, how far ahead, cancelling and moving).
 */
export default function HoursEditorPage() {
  return (
    <AdminOnly>
      <CardPage meta={{ title: 'Opening Hours', noindex: true }} heading="Opening Hours">
        <PublishStatus />
        <HoursLoader />
        <section className="mt-5 pt-4 border-top" aria-labelledby="booking-rules-heading">
          <h2 id="booking-rules-heading" className="h4">
            Online booking rules
          </h2>
          <Suspense fallback={<LoadingMessage label="Loading the booking rules…" />}>
            <BookingPolicyForm />
          </Suspense>
        </section>
      </CardPage>
    </AdminOnly>
  );
}

function HoursLoader() {
  // Read afresh, not the visit's copy: an admin edits what is stored now.
  const stored = useAsyncData('editor:hours', getClinicHours);
  if (stored.status === 'loading') return <LoadingMessage label="Loading the opening hours…" />;
  if (stored.status === 'error') {
    return <ErrorMessage>We could not load the opening hours. Please check your connection and reload.</ErrorMessage>;
  }
  return <HoursForm stored={stored.data} />;
}

interface DayRow {
  open: boolean;
  opens: string;
  closes: string;
}

type Week = Record<Weekday, DayRow>;

const weekFrom = (hours: ClinicHours): Week =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const times = hours.weekly[day];
      return [day, times ? { open: true, ...times } : { open: false, opens: '09:00', closes: '19:00' }];
    }),
  ) as Week;

/** Each open day's problem: both times, closing after opening. */
function weekProblems(week: Week): Partial<Record<Weekday, string>> {
  const problems: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const { open, opens, closes } = week[day];
    if (!open) continue;
    if (!opens || !closes) problems[day] = `Please give ${weekdayName(day)}'s opening and closing times.`;
    else if (opens >= closes) problems[day] = `${weekdayName(day)} must close after it opens.`;
  }
  return problems;
}

function HoursForm({ stored }: { stored: ClinicHours }) {
  const today = clinicToday();
  const [week, setWeek] = useState(() => weekFrom(stored));
  // Past closures have done their work: they are dropped with the next save.
  const ahead = upcomingClosures(stored, today);
  const [closures, setClosures] = useState<Closure[]>(ahead);
  const pastClosures = stored.closures.length - ahead.length;
  const [newDate, setNewDate] = useState('');
  const [newReason, setNewReason] = useState('');
  const [closureProblem, setClosureProblem] = useState<{ field: 'date' | 'reason'; message: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems = submitted ? weekProblems(week) : {};

  const setDay = (day: Weekday, change: Partial<DayRow>) => setWeek((w) => ({ ...w, [day]: { ...w[day], ...change } }));

  function addClosure() {
    const reason = newReason.trim();
    const taken = closures.find((c) => c.date === newDate);
    let problem: typeof closureProblem = null;
    if (!isCalendarDate(newDate)) problem = { field: 'date', message: 'Please choose the date the clinic is closed.' };
    else if (newDate < today) problem = { field: 'date', message: 'Please choose today or a later date.' };
    else if (taken) problem = { field: 'date', message: `That day is already closed (${taken.reason}).` };
    else if (!reason) problem = { field: 'reason', message: 'Please give the reason patients will see, e.g. Diwali.' };
    else if (closures.length >= HOURS_LIMITS.closures) {
      problem = { field: 'date', message: `At most ${HOURS_LIMITS.closures} closures can be kept. Please remove one first.` };
    }
    setClosureProblem(problem);
    if (problem) return;
    setClosures((list) => [...list, { date: newDate, reason }].sort((a, b) => a.date.localeCompare(b.date)));
    setNewDate('');
    setNewReason('');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (saving) return;
    if (Object.keys(weekProblems(week)).length > 0) {
      toast.error(messages.missingFields);
      return;
    }
    const hours: ClinicHours = {
      weekly: Object.fromEntries(
        WEEKDAYS.map((day) => [day, week[day].open ? { opens: week[day].opens, closes: week[day].closes } : null]),
      ) as ClinicHours['weekly'],
      closures,
    };
    setSaving(true);
    try {
      await saveClinicHours(hours);
      rememberClinicHours(hours);
      invalidate(PUBLISHED_CONTENT_TAG);
      toast.success(messages.hoursSaved);
    } catch (error) {
      console.error('Could not save the opening hours', error);
      toast.error(messages.hoursSaveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-text">
        Times are the clinic&apos;s (India Standard Time). Patients see these hours on the site, and cannot request an appointment on a
        closed day.
      </p>
      <fieldset className="mb-4">
        <legend className="h5">Every week</legend>
        {WEEKDAYS.map((day) => {
          const row = week[day];
          const name = weekdayName(day);
          const problemId = `hours-${day}-problem`;
          const invalid = problems[day] ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};
          return (
            <div key={day} className="hours-row row g-2 align-items-center mb-2">
              <div className="col-12 col-sm-4 form-check ps-5">
                <input
                  id={`hours-${day}-open`}
                  type="checkbox"
                  className="form-check-input"
                  checked={row.open}
                  onChange={(e) => setDay(day, { open: e.target.checked })}
                />
                <label htmlFor={`hours-${day}-open`} className="form-check-label">
                  Open on {name}
                </label>
              </div>
              {(['opens', 'closes'] as const).map((edge) => (
                <div key={edge} className="col-6 col-sm-4">
                  <label htmlFor={`hours-${day}-${edge}`} className="visually-hidden">
                    {name} {edge}
                  </label>
                  <input
                    id={`hours-${day}-${edge}`}
                    type="time"
                    className={`form-control${problems[day] ? ' is-invalid' : ''}`}
                    value={row[edge]}
                    disabled={!row.open}
                    onChange={(e) => setDay(day, { [edge]: e.target.value })}
                    {...invalid}
                  />
                </div>
              ))}
              {problems[day] && (
                <div id={problemId} className="col-12 invalid-feedback d-block mt-0">
                  {problems[day]}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5">Closed on these dates</legend>
        {pastClosures > 0 && (
          <p className="form-text">
            {pastClosures === 1 ? 'One past closure is' : `${pastClosures} past closures are`} removed when you save.
          </p>
        )}
        {closures.length === 0 ? (
          <p>No closures ahead.</p>
        ) : (
          <ul className="list-unstyled">
            {closures.map((closure) => (
              <li key={closure.date} className="d-flex align-items-center justify-content-between gap-2 mb-1">
                <span>
                  {formatCalendarDay(closure.date)} ({closure.reason})
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => setClosures((list) => list.filter((c) => c.date !== closure.date))}
                >
                  Remove<span className="visually-hidden"> the closure on {formatCalendarDay(closure.date)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="row g-2 align-items-start">
          <div className="col-12 col-sm-4">
            <FormField
              label="Closure date"
              type="date"
              min={today}
              value={newDate}
              error={closureProblem?.field === 'date' ? closureProblem.message : null}
              onChange={(e) => setNewDate(e.target.value)}
            />
          </div>
          <div className="col-12 col-sm-8">
            <FormField
              label="Reason"
              maxLength={HOURS_LIMITS.reason}
              hint="Patients see it, e.g. Diwali."
              value={newReason}
              error={closureProblem?.field === 'reason' ? closureProblem.message : null}
              onChange={(e) => setNewReason(e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the closure instead of saving the whole form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addClosure();
                }
              }}
            />
          </div>
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={addClosure}>
          Add closure
        </button>
        <p className="form-text">A closure added here is kept once you save the hours.</p>
      </fieldset>

      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save hours'}
      </button>
    </form>
  );
}
