import { useMemo, useState } from 'react';
import { SelectField } from '../../components/FormField';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { freeSlots, offersVideo } from '../../lib/booking';
import { formatCalendarDay, formatCalendarDayCompact } from '../../lib/dates';
import { formatTime } from '../../lib/openingHours';
import type { ClinicHours, Slot, VisitKind } from '../../types';
import { bookingMessages } from './messages';
import type { BookingData } from './useBookingData';

/** How many days show before "Show later days". */
const FIRST_DAYS = 7;

export interface SlotChoice {
  /** At the clinic or by video (issue 46): the slots are of that kind's sessions. */
  visit: VisitKind;
  /** '' for any doctor. */
  doctorId: string;
  day: string | null;
  slot: Slot | null;
}

interface SlotPickerProps {
  data: BookingData;
  hours: ClinicHours;
  now: Date;
  choice: SlotChoice;
  onChange: (choice: SlotChoice) => void;
  /** Moving a booking keeps its doctor and its kind of visit: both are fixed. */
  fixedDoctor?: boolean;
}

/** The doctors a patient can see this way: all of them at the clinic, those with video sessions by video. */
export const doctorsFor = (data: BookingData, visit: VisitKind) =>
  visit === 'video' ? data.doctors.filter((d) => offersVideo(data.schedules[d.id])) : data.doctors;

/** Every free slot from now to the horizon, of one doctor or (any doctor) of the first free at each time. */
export function useFreeSlots(data: BookingData, hours: ClinicHours, now: Date, doctorId: string, visit: VisitKind): Slot[] {
  return useMemo(() => {
    const doctors = doctorsFor(data, visit).filter((d) => !doctorId || d.id === doctorId);
    const byTime = new Map<string, Slot>();
    for (const doctor of doctors) {
      const context = {
        schedule: data.schedules[doctor.id],
        visit,
        hours,
        policy: data.policy,
        taken: data.taken[doctor.id] ?? new Set<string>(),
        now,
      };
      for (const slot of freeSlots(context)) {
        const at = slot.startsAt.toISOString();
        if (!byTime.has(at)) byTime.set(at, slot);
      }
    }
    return [...byTime.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  }, [data, hours, now, doctorId, visit]);
}

/**
 * Doctor, then a day with free times, then a time: only free slots are offered, as real buttons
 * (Tab and Enter or Space), each group under its legend. Times are the clinic's.
 */
export function SlotPicker({ data, hours, now, choice, onChange, fixedDoctor = false }: SlotPickerProps) {
  const t = useMessages(bookingMessages);
  const locale = useIntlLocale();
  const [allDays, setAllDays] = useState(false);
  const slots = useFreeSlots(data, hours, now, choice.doctorId, choice.visit);
  const doctors = doctorsFor(data, choice.visit);
  // The choice shows only when some doctor sees patients by video.
  const videoOffered = !fixedDoctor && doctorsFor(data, 'video').length > 0;
  const days = useMemo(() => [...new Set(slots.map((s) => s.date))], [slots]);
  const shownDays = allDays ? days : days.slice(0, FIRST_DAYS);
  const day = choice.day && days.includes(choice.day) ? choice.day : null;
  const times = day ? slots.filter((s) => s.date === day) : [];
  const chosen =
    choice.slot && times.find((s) => s.startsAt.getTime() === choice.slot!.startsAt.getTime() && s.doctorId === choice.slot!.doctorId);
  const doctorName = (id: string) => data.doctors.find((d) => d.id === id)?.name ?? '';

  return (
    <div className="slot-picker">
      {videoOffered && (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t.visitKind}</legend>
          {(['clinic', 'video'] as const).map((visit) => (
            <div key={visit} className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name="visit"
                id={`visit-${visit}`}
                checked={choice.visit === visit}
                aria-describedby={visit === 'video' ? 'visit-video-hint' : undefined}
                // A doctor who does not see patients this way is no longer the choice.
                onChange={() =>
                  onChange({
                    visit,
                    doctorId: doctorsFor(data, visit).some((d) => d.id === choice.doctorId) ? choice.doctorId : '',
                    day: null,
                    slot: null,
                  })
                }
              />
              <label className="form-check-label" htmlFor={`visit-${visit}`}>
                {visit === 'clinic' ? t.atClinic : t.videoVisit}
              </label>
              {visit === 'video' && (
                <div id="visit-video-hint" className="form-text mt-0">
                  {t.videoVisitHint}
                </div>
              )}
            </div>
          ))}
        </fieldset>
      )}
      {!fixedDoctor && (
        <SelectField
          label={t.doctor}
          name="doctor"
          value={choice.doctorId}
          onChange={(e) => onChange({ visit: choice.visit, doctorId: e.target.value, day: null, slot: null })}
        >
          <option value="">{t.anyDoctor}</option>
          {doctors.map((doctor) => (
            <option key={doctor.id} value={doctor.id}>
              {doctor.name}
            </option>
          ))}
        </SelectField>
      )}
      {days.length === 0 ? (
        <p role="status">{t.noFreeTimes(data.policy.horizonDays, choice.doctorId ? doctorName(choice.doctorId) : '')}</p>
      ) : (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t.day}</legend>
          <div className="d-flex flex-wrap gap-2">
            {shownDays.map((date) => {
              const count = slots.filter((s) => s.date === date).length;
              return (
                <button
                  key={date}
                  type="button"
                  className={`btn btn-sm ${date === day ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={date === day}
                  onClick={() => onChange({ ...choice, day: date, slot: null })}
                >
                  {formatCalendarDayCompact(date, locale)}
                  <span className="d-block small">{t.freeCount(count)}</span>
                </button>
              );
            })}
          </div>
          {days.length > FIRST_DAYS && (
            <button type="button" className="btn btn-link btn-sm px-0 mt-2" onClick={() => setAllDays(!allDays)}>
              {allDays ? t.showFewerDays : t.showLaterDays}
            </button>
          )}
        </fieldset>
      )}
      {day && (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t.freeTimesOn(formatCalendarDay(day, locale))}</legend>
          <div className="d-flex flex-wrap gap-2">
            {times.map((slot) => {
              const pressed = chosen === slot;
              return (
                <button
                  key={`${slot.doctorId}-${slot.time}`}
                  type="button"
                  className={`btn btn-sm ${pressed ? 'btn-primary' : 'btn-outline-secondary'}`}
                  aria-pressed={pressed}
                  onClick={() => onChange({ ...choice, day, slot })}
                >
                  {formatTime(slot.time)}
                  {!choice.doctorId && <span className="d-block small">{doctorName(slot.doctorId)}</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
