import { Suspense, useState, type FormEvent } from 'react';
import { getClinicHours, saveClinicHours } from '@services/clinicHours';
import { CardPage } from '../../components/CardPage';
import { FormField } from '../../components/FormField';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { HOURS_LIMITS } from '../../config/limits';
import { localeInfo, TRANSLATED_LOCALES, type TranslatedLocale } from '../../config/locales';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import { clinicToday, isCalendarDate, upcomingClosures, WEEKDAYS } from '../../lib/openingHours';
import { invalidate } from '../../lib/invalidation';
import { PUBLISHED_CONTENT_TAG } from '../../lib/publishing';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { editorSpecMessages } from '../../components/editorMessages';
import type { ClinicHours, Closure, Weekday } from '../../types';
import { AdminOnly } from '../auth';
import { BookingPolicyForm } from '../bookings';
import { adminMessages, PublishStatus } from '../admin';
import { weekdayIn } from './clock';
import { hoursEditorMessages, type HoursEditorMessages } from './editorMessages';
import { hoursFields, hoursFromStored } from '../../services/clinicHoursFields';
import { rememberClinicHours } from './useClinicHours';

/**
 * `/admin/hours`: the one place where admins keep the clinic's weekly hours and its dated
 * closures (holidays, with the reason patients see). The footer, Location, Contact, the
 * appointment form and the clinic's structured data all follow what is saved here, and the rules
 * refuse appointment requests for a closed day. Below, with its own save, the rules of online
 * booking (how soon, how far ahead, cancelling and moving).
 */
export default function HoursEditorPage() {
  const t = useMessages(hoursEditorMessages);
  return (
    <AdminOnly>
      <CardPage meta={{ title: t.title, noindex: true }} heading={t.title}>
        <PublishStatus />
        <HoursLoader />
        <section className="mt-5 pt-4 border-top" aria-labelledby="booking-rules-heading">
          <h2 id="booking-rules-heading" className="h4">
            {t.bookingRules}
          </h2>
          <Suspense fallback={<LoadingMessage label={t.bookingRulesLoading} />}>
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
  const t = useMessages(hoursEditorMessages);
  if (stored.status === 'loading') return <LoadingMessage label={t.hoursLoading} />;
  if (stored.status === 'error') return <ErrorMessage>{t.hoursLoadFailed}</ErrorMessage>;
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

/** Each open day's problem: both times, closing after opening (`dayName`: a weekday in the page's language). */
function weekProblems(week: Week, t: HoursEditorMessages, dayName: (day: Weekday) => string): Partial<Record<Weekday, string>> {
  const problems: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const { open, opens, closes } = week[day];
    if (!open) continue;
    if (!opens || !closes) problems[day] = t.timesMissing(dayName(day));
    else if (opens >= closes) problems[day] = t.closesBeforeOpening(dayName(day));
  }
  return problems;
}

function HoursForm({ stored }: { stored: ClinicHours }) {
  const t = useMessages(hoursEditorMessages);
  const a = useMessages(adminMessages);
  const m = useMessages(editorSpecMessages);
  const locale = useIntlLocale();
  const dayName = (day: Weekday) => weekdayIn(day, locale);
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
  const problems = submitted ? weekProblems(week, t, dayName) : {};

  const setDay = (day: Weekday, change: Partial<DayRow>) => setWeek((w) => ({ ...w, [day]: { ...w[day], ...change } }));
  const setReasonIn = (date: string, language: TranslatedLocale, reason: string) =>
    setClosures((list) => list.map((c) => (c.date === date ? { ...c, translations: { ...c.translations, [language]: reason } } : c)));

  function addClosure() {
    const reason = newReason.trim();
    const taken = closures.find((c) => c.date === newDate);
    let problem: typeof closureProblem = null;
    if (!isCalendarDate(newDate)) problem = { field: 'date', message: t.closureDateMissing };
    else if (newDate < today) problem = { field: 'date', message: t.closureDatePast };
    else if (taken) problem = { field: 'date', message: t.closureTaken(taken.reason) };
    else if (!reason) problem = { field: 'reason', message: t.closureReasonMissing };
    else if (closures.length >= HOURS_LIMITS.closures) {
      problem = { field: 'date', message: t.tooManyClosures(HOURS_LIMITS.closures) };
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
    if (Object.keys(weekProblems(week, t, dayName)).length > 0) {
      toast.error(m.missingFields);
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
      // As visitors will read them: trimmed, a blank translated reason left out.
      rememberClinicHours(hoursFromStored(hoursFields(hours)));
      invalidate(PUBLISHED_CONTENT_TAG);
      toast.success(m.hoursSaved);
    } catch (error) {
      console.error('Could not save the opening hours', error);
      toast.error(m.hoursSaveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-text">{t.timesNote}</p>
      <fieldset className="mb-4">
        <legend className="h5">{t.everyWeek}</legend>
        {WEEKDAYS.map((day) => {
          const row = week[day];
          const name = dayName(day);
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
                  {t.openOn(name)}
                </label>
              </div>
              {(['opens', 'closes'] as const).map((edge) => (
                <div key={edge} className="col-6 col-sm-4">
                  <label htmlFor={`hours-${day}-${edge}`} className="visually-hidden">
                    {edge === 'opens' ? t.opensLabel(name) : t.closesLabel(name)}
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
        <legend className="h5">{t.closedDates}</legend>
        {pastClosures > 0 && <p className="form-text">{t.pastClosures(pastClosures)}</p>}
        {closures.length === 0 ? (
          <p>{t.noClosures}</p>
        ) : (
          <>
            <p className="form-text">{t.reasonTranslationsHint}</p>
            <ul className="list-unstyled">
              {closures.map((closure) => (
                <li key={closure.date} className="border-bottom pb-2 mb-2">
                  {/* Each closure is a group, so its two reason fields are read with its date. */}
                  <fieldset>
                    <legend className="fs-6 mb-1">
                      {formatCalendarDay(closure.date, locale)} ({closure.reason})
                    </legend>
                    <div className="row g-2 align-items-end">
                      {TRANSLATED_LOCALES.map((language) => (
                        <div key={language} className="col-12 col-sm-5">
                          <FormField
                            label={a.inLanguage(t.reason, localeInfo[language].nativeName)}
                            name={`reason-${closure.date}-${language}`}
                            lang={language}
                            maxLength={HOURS_LIMITS.reason}
                            value={closure.translations?.[language] ?? ''}
                            onChange={(e) => setReasonIn(closure.date, language, e.target.value)}
                          />
                        </div>
                      ))}
                      <div className="col-12 col-sm-2 mb-3">
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          onClick={() => setClosures((list) => list.filter((c) => c.date !== closure.date))}
                        >
                          {t.remove}
                          <span className="visually-hidden">{t.removeWhich(formatCalendarDay(closure.date, locale))}</span>
                        </button>
                      </div>
                    </div>
                  </fieldset>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="row g-2 align-items-start">
          <div className="col-12 col-sm-4">
            <FormField
              label={t.closureDate}
              type="date"
              min={today}
              value={newDate}
              error={closureProblem?.field === 'date' ? closureProblem.message : null}
              onChange={(e) => setNewDate(e.target.value)}
            />
          </div>
          <div className="col-12 col-sm-8">
            <FormField
              label={t.reason}
              maxLength={HOURS_LIMITS.reason}
              hint={t.reasonHint}
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
          {t.addClosure}
        </button>
        <p className="form-text">{t.closureKeptNote}</p>
      </fieldset>

      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? a.saving : t.saveHours}
      </button>
    </form>
  );
}
