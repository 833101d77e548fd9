import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listBookingsFrom, listBookingsOn } from '@services/bookings';
import { getBookingPolicy, listSchedules } from '@services/bookingSchedules';
import { listDoctors } from '@services/doctors';
import { FormField } from '../../components/FormField';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import { invalidate } from '../../lib/invalidation';
import { addDays, clinicToday, isCalendarDate } from '../../lib/openingHours';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { useNow } from '../../lib/useBrowserState';
import { isBookingFailure } from '../../services/bookingDocuments';
import type { Booking, BookingPolicy, ClinicHours, Doctor, DoctorSchedule } from '../../types';
import { AdminOnly } from '../auth';
import { useClinicHours } from '../hours';
import { bookingAdminMessages } from './adminMessages';
import { FrontDeskAttention } from './FrontDeskAttention';
import { FrontDeskDoctorDay, type RunWrite, type WriteOutcome } from './FrontDeskDoctorDay';

/** What every read of this page is tagged with: a write reloads the day and the checks. */
const FRONT_DESK_TAG = 'front-desk-bookings';

interface Setup {
  doctors: Doctor[];
  schedules: Record<string, DoctorSchedule>;
  policy: BookingPolicy;
}

async function loadSetup(): Promise<Setup> {
  const [doctors, schedules, policy] = await Promise.all([listDoctors(), listSchedules(), getBookingPolicy()]);
  return { doctors, schedules: Object.fromEntries(schedules.map((s) => [s.doctorId, s])), policy };
}

/**
 * `/admin/appointments`: the front desk's day. Each doctor's bookings of the day (arrived,
 * no-show, cancel with a reason, unblock), the free times (block one, or book it for a caller),
 * WhatsApp reminders the day before, and the upcoming bookings that no longer fit the doctor's
 * schedule or the clinic's hours.
 */
export default function FrontDeskPage() {
  const t = useMessages(bookingAdminMessages);
  return (
    <AdminOnly>
      <section className="section" aria-labelledby="front-desk-heading">
        <PageMeta title={t.title} noindex />
        <div className="container">
          <h1 id="front-desk-heading">{t.title}</h1>
          <p className="lead">{t.lead}</p>
          <FrontDesk />
        </div>
      </section>
    </AdminOnly>
  );
}

/** One write at a time for the whole page (double clicks, two buttons at once), then a fresh read of what is stored. */
function useWrites(): { busy: boolean; run: RunWrite } {
  const t = useMessages(bookingAdminMessages);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback<RunWrite>(
    async (task, { done, failed }): Promise<WriteOutcome> => {
      if (running.current) return { ok: false, message: null };
      running.current = true;
      setBusy(true);
      try {
        await task();
        toast.success(done);
        return { ok: true };
      } catch (error) {
        if (isBookingFailure(error, 'slot-taken')) return { ok: false, message: t.slotTaken };
        console.error(failed, error);
        return { ok: false, message: t.failedRetry(failed) };
      } finally {
        running.current = false;
        setBusy(false);
        // After a failure too: what is stored now (a time taken meanwhile) is what staff should see.
        invalidate(FRONT_DESK_TAG);
      }
    },
    [t],
  );
  return { busy, run };
}

/** A date typed into the day field that the page can show (a browser's half-typed year, 0002, is not one). */
const showable = (value: string) => isCalendarDate(value) && value >= '2000-01-01' && value <= '2999-12-31';

function FrontDesk() {
  const t = useMessages(bookingAdminMessages);
  const now = useNow();
  const { hours, live, failed } = useClinicHours();
  const setup = useAsyncData('front-desk:setup', loadSetup);
  const [params, setParams] = useSearchParams();
  const today = clinicToday(now ?? undefined);
  const asked = params.get('day');
  // The day shown is in the address (?day=), so a reload or a shared link opens the same day.
  const date = asked && showable(asked) ? asked : today;
  const showDay = useCallback((day: string) => setParams(day === today ? {} : { day }, { replace: true }), [setParams, today]);
  const writes = useWrites();

  return (
    <>
      {!now || setup.status === 'loading' || (!live && !failed) ? (
        <LoadingMessage label={t.loadingSetup} />
      ) : setup.status === 'error' ? (
        <ErrorMessage>{t.setupFailed}</ErrorMessage>
      ) : (
        <>
          {failed && (
            <div className="alert alert-warning" role="alert">
              {t.hoursFailed}
            </div>
          )}
          <FrontDeskAttention
            today={today}
            now={now}
            hours={hours}
            schedules={setup.data.schedules}
            load={() => listBookingsFrom(today)}
            tag={FRONT_DESK_TAG}
            onShowDay={showDay}
          />
          <DayPicker date={date} today={today} onDay={showDay} />
          <DayBookings date={date} today={today} now={now} hours={hours} setup={setup.data} {...writes} />
        </>
      )}
    </>
  );
}

/** The day field with Previous day and Next day; what is typed stays until it is a whole date. */
function DayPicker({ date, today, onDay }: { date: string; today: string; onDay: (day: string) => void }) {
  const t = useMessages(bookingAdminMessages);
  const locale = useIntlLocale();
  const [field, setField] = useState({ date, value: date });
  const value = field.date === date ? field.value : date;
  const relativeDay = date === today ? t.today : date === addDays(today, 1) ? t.tomorrow : date === addDays(today, -1) ? t.yesterday : null;
  const relative = relativeDay ? ` (${relativeDay})` : '';

  return (
    <div className="mb-4">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <FormField
          label={t.day}
          type="date"
          value={value}
          onChange={(event) => {
            const typed = event.target.value;
            if (showable(typed)) {
              setField({ date: typed, value: typed });
              onDay(typed);
            } else {
              setField({ date, value: typed });
            }
          }}
        />
        <button type="button" className="btn btn-outline-primary mb-3" onClick={() => onDay(addDays(date, -1))}>
          {t.previousDay}
        </button>
        <button type="button" className="btn btn-outline-primary mb-3" onClick={() => onDay(addDays(date, 1))}>
          {t.nextDay}
        </button>
        {date !== today && (
          <button type="button" className="btn btn-outline-secondary mb-3" onClick={() => onDay(today)}>
            {t.todayButton}
          </button>
        )}
      </div>
      <p className="h5 mb-0" aria-live="polite">
        {formatCalendarDay(date, locale)}
        {relative}
      </p>
    </div>
  );
}

interface DayBookingsProps {
  date: string;
  today: string;
  now: Date;
  hours: ClinicHours;
  setup: Setup;
  busy: boolean;
  run: RunWrite;
}

/** The day's bookings, one section per doctor in the clinic's order (and any of a doctor no longer listed). */
function DayBookings({ date, today, now, hours, setup, busy, run }: DayBookingsProps) {
  const t = useMessages(bookingAdminMessages);
  const day = useAsyncData(`front-desk:day:${date}`, () => listBookingsOn(date), [FRONT_DESK_TAG]);
  if (day.status === 'loading') return <LoadingMessage label={t.loadingDay} />;
  if (day.status === 'error') {
    return <ErrorMessage>{t.dayFailed}</ErrorMessage>;
  }
  const listed = new Set(setup.doctors.map((d) => d.id));
  const others = day.data.filter((b) => !listed.has(b.doctorId));
  const shared = { date, now, hours, policy: setup.policy, tomorrow: date === addDays(today, 1), busy, run };
  const byDoctor = (doctorId: string): Booking[] => day.data.filter((b) => b.doctorId === doctorId);

  return (
    <>
      {setup.doctors.length === 0 && <EmptyMessage>{t.noDoctors}</EmptyMessage>}
      {setup.doctors.map((doctor) => (
        <FrontDeskDoctorDay
          key={doctor.id}
          doctor={{ id: doctor.id, name: doctor.name }}
          schedule={setup.schedules[doctor.id] ?? null}
          bookings={byDoctor(doctor.id)}
          {...shared}
        />
      ))}
      {[...new Set(others.map((b) => b.doctorId))].map((doctorId) => (
        <FrontDeskDoctorDay
          key={doctorId}
          doctor={{ id: doctorId, name: byDoctor(doctorId)[0]!.doctorName }}
          schedule={null}
          unlisted
          bookings={byDoctor(doctorId)}
          {...shared}
        />
      ))}
    </>
  );
}
