import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { getSchedule, saveSchedule } from '@services/bookingSchedules';
import { FormField, SelectField } from '../../components/FormField';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { SLOT_LENGTHS } from '../../config/constants';
import { BOOKING_LIMITS } from '../../config/limits';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { minutesOfTime } from '../../lib/booking';
import { formatCalendarDay } from '../../lib/dates';
import { clinicToday, formatTime, isCalendarDate, TIME_PATTERN, WEEKDAYS, weekdayName } from '../../lib/openingHours';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { emptyWeek } from '../../services/bookingFields';
import type { ClinicHours, DoctorSchedule, Weekday } from '../../types';
import { useClinicHours } from '../hours';
import { bookingAdminMessages, type BookingAdminMessages } from './adminMessages';

const NEW_SCHEDULE_SLOT_MINUTES = 15;
const TIME = new RegExp(`^(?:${TIME_PATTERN})$`);

/** A weekday in the page's language: "Monday" in English, "ಸೋಮವಾರ", "सोमवार" (Intl, from a Monday in 2024). */
function weekdayIn(locale: string): (day: Weekday) => string {
  if (locale.startsWith('en')) return weekdayName;
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return (day) => format.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));
}

/** The page's words (`t`) and its weekday names: what the checks and the summary are written in. */
interface Words {
  t: BookingAdminMessages;
  dayName: (day: Weekday) => string;
}

/**
 * A doctor's bookable week, edited by admins on the doctor's editor page: each weekday's
 * sessions, the slot length and the leave dates. Its own form and save, apart from the profile:
 * what patients can book is checked here against the clinic's opening hours before it is saved.
 */
export function ScheduleEditor({ doctorId, doctorName }: { doctorId: string; doctorName: string }) {
  // Read afresh, not the booking page's copy: an admin edits what is stored now.
  const t = useMessages(bookingAdminMessages);
  const stored = useAsyncData(`editor:schedule:${doctorId}`, () => getSchedule(doctorId));
  const clinicHours = useClinicHours();
  if (stored.status === 'loading' || (!clinicHours.live && !clinicHours.failed)) {
    return <LoadingMessage label={t.loadingSchedule} />;
  }
  if (stored.status === 'error') {
    return <ErrorMessage>{t.scheduleLoadFailed}</ErrorMessage>;
  }
  const schedule = stored.data ?? { doctorId, weekly: emptyWeek(), slotMinutes: NEW_SCHEDULE_SLOT_MINUTES, leave: [] };
  return <ScheduleForm stored={schedule} doctorName={doctorName} hours={clinicHours.hours} hoursFailed={clinicHours.failed} />;
}

/** A session as edited; `key` keeps a row's inputs in place when an earlier one is removed. */
interface SessionRow {
  key: number;
  start: string;
  end: string;
}

type Week = Record<Weekday, SessionRow[]>;

let lastRowKey = 0;
const newRow = (start = '', end = ''): SessionRow => ({ key: ++lastRowKey, start, end });

const wellFormed = (row: SessionRow) => TIME.test(row.start) && TIME.test(row.end) && row.start < row.end;

/**
 * What is wrong with each session (by row key): both times given, the end after the start, at
 * least one slot long, on a day and inside the hours the clinic is open, not overlapping an
 * earlier session of the same day. Slots outside the hours would never be offered (the rules
 * refuse them), so the schedule says no more than patients can book.
 */
function sessionProblems(week: Week, slotMinutes: number, hours: ClinicHours, { t, dayName }: Words): Map<number, string> {
  const problems = new Map<number, string>();
  for (const day of WEEKDAYS) {
    const name = dayName(day);
    const open = hours.weekly[day];
    week[day].forEach((row, index) => {
      const label = t.sessionLabel(name, index + 1);
      const earlier = week[day].slice(0, index).findIndex((other) => wellFormed(other) && other.start < row.end && row.start < other.end);
      let problem: string | null = null;
      if (!TIME.test(row.start) || !TIME.test(row.end)) problem = t.sessionMissingTimes(label);
      else if (row.start >= row.end) problem = t.sessionEndsFirst(label);
      else if (minutesOfTime(row.end) - minutesOfTime(row.start) < slotMinutes) {
        problem = t.sessionTooShort(label, slotMinutes);
      } else if (!open) {
        problem = t.sessionOnClosedDay(name);
      } else if (row.start < open.opens || row.end > open.closes) {
        problem = t.sessionOutsideHours(label, formatTime(open.opens), formatTime(open.closes), name);
      } else if (earlier >= 0) {
        problem = t.sessionOverlaps(label, earlier + 1);
      }
      if (problem) problems.set(row.key, problem);
    });
  }
  return problems;
}

const listInWords = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/** "Patients can book 15-minute slots: Monday to Friday 9:30 am – 1 pm; Saturday 10 am – 12 pm." */
function scheduleInWords(week: Week, slotMinutes: number, doctorName: string, { t, dayName }: Words): string {
  const dayText = (day: Weekday) =>
    listInWords(
      week[day]
        .filter(wellFormed)
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((row) => `${formatTime(row.start)} – ${formatTime(row.end)}`),
      t.and,
    );
  // Runs of neighbouring days with the same sessions.
  const runs: Array<{ days: Weekday[]; text: string }> = [];
  for (const day of WEEKDAYS) {
    const text = dayText(day);
    const last = runs.at(-1);
    if (last && last.text === text) last.days.push(day);
    else runs.push({ days: [day], text });
  }
  const parts = runs
    .filter((run) => run.text)
    .map(({ days, text }) => {
      const first = dayName(days[0]);
      const lastDay = dayName(days.at(-1)!);
      const when = days.length === 1 ? first : days.length === 2 ? t.dayPair(first, lastDay) : t.dayRange(first, lastDay);
      return `${when} ${text}`;
    });
  if (parts.length === 0) return t.cannotBookYet(doctorName);
  return t.canBook(slotMinutes, parts.join('; '));
}

function ScheduleForm({
  stored,
  doctorName,
  hours,
  hoursFailed,
}: {
  stored: DoctorSchedule;
  doctorName: string;
  hours: ClinicHours;
  hoursFailed: boolean;
}) {
  const t = useMessages(bookingAdminMessages);
  const locale = useIntlLocale();
  const dayName = useMemo(() => weekdayIn(locale), [locale]);
  const words: Words = { t, dayName };
  const ids = useId();
  const today = clinicToday();
  const [week, setWeek] = useState<Week>(
    () => Object.fromEntries(WEEKDAYS.map((day) => [day, stored.weekly[day].map((s) => newRow(s.start, s.end))])) as Week,
  );
  const [slotMinutes, setSlotMinutes] = useState(stored.slotMinutes);
  // Past leave has done its work: it is dropped with the next save.
  const [leave, setLeave] = useState(() => stored.leave.filter((date) => date >= today));
  const [pastLeave, setPastLeave] = useState(stored.leave.length - leave.length);
  const [newLeave, setNewLeave] = useState('');
  const [leaveProblem, setLeaveProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const problems = submitted ? sessionProblems(week, slotMinutes, hours, words) : new Map<number, string>();

  // Where focus goes once the next render is on screen (a new session's start, or the day's add button).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const rowId = (day: Weekday, row: SessionRow) => `${ids}-${day}-${row.key}`;
  const addId = (day: Weekday) => `${ids}-${day}-add`;
  const lengths = [...new Set<number>([...SLOT_LENGTHS, stored.slotMinutes])].sort((a, b) => a - b);

  const setRow = (day: Weekday, key: number, change: Partial<SessionRow>) =>
    setWeek((w) => ({ ...w, [day]: w[day].map((row) => (row.key === key ? { ...row, ...change } : row)) }));

  function addSession(day: Weekday) {
    const row = newRow();
    setWeek((w) => ({ ...w, [day]: [...w[day], row] }));
    focusNext.current = `${rowId(day, row)}-start`;
  }

  function removeSession(day: Weekday, key: number) {
    setWeek((w) => ({ ...w, [day]: w[day].filter((row) => row.key !== key) }));
    focusNext.current = addId(day);
  }

  function addLeave() {
    let problem: string | null = null;
    if (!isCalendarDate(newLeave)) problem = t.leaveMissing;
    else if (newLeave < today) problem = t.leavePast;
    else if (leave.includes(newLeave)) problem = t.leaveTwice(formatCalendarDay(newLeave, locale));
    else if (leave.length >= BOOKING_LIMITS.leaveDates) problem = t.tooManyLeave(BOOKING_LIMITS.leaveDates);
    setLeaveProblem(problem);
    if (problem) return;
    setLeave((list) => [...list, newLeave].sort());
    setNewLeave('');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (saving) return;
    const found = sessionProblems(week, slotMinutes, hours, words);
    if (found.size > 0) {
      toast.error(t.scheduleNotSaved);
      const day = WEEKDAYS.find((d) => week[d].some((row) => found.has(row.key)));
      const row = day && week[day].find((r) => found.has(r.key));
      if (day && row) document.getElementById(`${rowId(day, row)}-start`)?.focus();
      return;
    }
    const sorted = Object.fromEntries(WEEKDAYS.map((day) => [day, [...week[day]].sort((a, b) => a.start.localeCompare(b.start))])) as Week;
    const upcoming = leave.filter((date) => date >= clinicToday());
    const schedule: DoctorSchedule = {
      doctorId: stored.doctorId,
      weekly: Object.fromEntries(
        WEEKDAYS.map((day) => [day, sorted[day].map(({ start, end }) => ({ start, end }))]),
      ) as DoctorSchedule['weekly'],
      slotMinutes,
      leave: upcoming,
    };
    setSaving(true);
    setSaveFailed(false);
    try {
      await saveSchedule(schedule);
      // As stored: sessions in time order, so their numbers match the next visit's.
      setWeek(sorted);
      setLeave(upcoming);
      setPastLeave(0);
      toast.success(t.scheduleSaved);
    } catch (error) {
      console.error('Could not save the schedule', error);
      toast.error(t.scheduleSaveFailed);
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-text">{t.scheduleIntro(doctorName)}</p>
      {hoursFailed && (
        <p className="alert alert-warning" role="status">
          {t.scheduleHoursFailed}
        </p>
      )}
      <SelectField
        label={t.slotLength}
        hint={t.slotLengthHint}
        value={String(slotMinutes)}
        onChange={(e) => setSlotMinutes(Number(e.target.value))}
      >
        {lengths.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t.minutes(minutes)}
          </option>
        ))}
      </SelectField>

      <fieldset className="mb-4">
        <legend className="h5">{t.everyWeek}</legend>
        {WEEKDAYS.map((day) => {
          const name = words.dayName(day);
          const open = hours.weekly[day];
          const rows = week[day];
          return (
            <fieldset key={day} className="schedule-day border rounded px-3 pt-2 pb-1 mb-3">
              <legend className="h6 mb-1">{name}</legend>
              <p className="form-text mt-0 mb-2">
                {open ? t.clinicOpen(formatTime(open.opens), formatTime(open.closes)) : t.clinicClosed(name)}
                {rows.length === 0 && t.noSessions}
              </p>
              {rows.map((row, index) => {
                const id = rowId(day, row);
                const label = t.sessionLabel(name, index + 1);
                const problem = problems.get(row.key);
                const invalid = problem ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-problem` } : {};
                return (
                  <div key={row.key} className="row g-2 align-items-center mb-2">
                    {(['start', 'end'] as const).map((edge) => (
                      <div key={edge} className="col-5 col-sm-3 d-flex align-items-center gap-2">
                        {edge === 'end' && <span aria-hidden="true">{t.to}</span>}
                        <label htmlFor={`${id}-${edge}`} className="visually-hidden">
                          {edge === 'start' ? t.sessionStarts(label) : t.sessionEnds(label)}
                        </label>
                        <input
                          id={`${id}-${edge}`}
                          type="time"
                          required
                          className={`form-control${problem ? ' is-invalid' : ''}`}
                          value={row[edge]}
                          onChange={(e) => setRow(day, row.key, { [edge]: e.target.value })}
                          {...invalid}
                        />
                      </div>
                    ))}
                    <div className="col-12 col-sm-auto">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={t.removeSession(label)}
                        onClick={() => removeSession(day, row.key)}
                      >
                        {t.remove}
                      </button>
                    </div>
                    {problem && (
                      <div id={`${id}-problem`} className="col-12 invalid-feedback d-block mt-0">
                        {problem}
                      </div>
                    )}
                  </div>
                );
              })}
              {rows.length >= BOOKING_LIMITS.sessionsPerDay ? (
                <p className="form-text mt-0">{t.maxSessions(BOOKING_LIMITS.sessionsPerDay)}</p>
              ) : (
                open && (
                  <button
                    id={addId(day)}
                    type="button"
                    className="btn btn-sm btn-outline-primary mb-2"
                    aria-label={t.addSessionOn(name)}
                    onClick={() => addSession(day)}
                  >
                    {t.addSession}
                  </button>
                )
              )}
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5">{t.leave}</legend>
        {pastLeave > 0 && <p className="form-text">{t.pastLeave(pastLeave)}</p>}
        {leave.length === 0 ? (
          <p>{t.noLeave}</p>
        ) : (
          <ul className="list-unstyled">
            {leave.map((date) => (
              <li key={date} className="d-flex align-items-center justify-content-between gap-2 mb-1">
                <span>{formatCalendarDay(date, locale)}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={t.removeLeave(formatCalendarDay(date, locale))}
                  onClick={() => setLeave((list) => list.filter((d) => d !== date))}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="row g-2 align-items-start">
          <div className="col-12 col-sm-5">
            <FormField
              label={t.leaveDate}
              type="date"
              min={today}
              hint={t.leaveHint}
              value={newLeave}
              error={leaveProblem}
              onChange={(e) => setNewLeave(e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the date instead of saving the whole schedule.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addLeave();
                }
              }}
            />
          </div>
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={addLeave}>
          {t.addLeave}
        </button>
        <p className="form-text">{t.leaveKept}</p>
      </fieldset>

      <p className="form-text">{scheduleInWords(week, slotMinutes, doctorName, words)}</p>
      {saveFailed && <ErrorMessage>{t.scheduleSaveFailed}</ErrorMessage>}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? t.saving : t.saveSchedule}
      </button>
    </form>
  );
}
