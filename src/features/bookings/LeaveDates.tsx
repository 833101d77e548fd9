import { useState, type Dispatch, type SetStateAction } from 'react';
import { FormField } from '../../components/FormField';
import { BOOKING_LIMITS } from '../../config/limits';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import { isCalendarDate } from '../../lib/openingHours';
import { bookingStaffMessages } from './staffMessages';

interface LeaveDatesProps {
  /** The upcoming leave dates, in order. */
  leave: string[];
  /** How many past dates the next save drops. */
  pastLeave: number;
  today: string;
  onLeave: Dispatch<SetStateAction<string[]>>;
}

/** The doctor's leave: the dates listed with Remove, and a date field to add one (saved with the schedule). */
export function LeaveDates({ leave, pastLeave, today, onLeave }: LeaveDatesProps) {
  const t = useMessages(bookingStaffMessages);
  const locale = useIntlLocale();
  const [newLeave, setNewLeave] = useState('');
  const [leaveProblem, setLeaveProblem] = useState<string | null>(null);

  function addLeave() {
    let problem: string | null = null;
    if (!isCalendarDate(newLeave)) problem = t.leaveMissing;
    else if (newLeave < today) problem = t.leavePast;
    else if (leave.includes(newLeave)) problem = t.leaveTwice(formatCalendarDay(newLeave, locale));
    else if (leave.length >= BOOKING_LIMITS.leaveDates) problem = t.tooManyLeave(BOOKING_LIMITS.leaveDates);
    setLeaveProblem(problem);
    if (problem) return;
    onLeave((list) => [...list, newLeave].sort());
    setNewLeave('');
  }

  return (
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
                onClick={() => onLeave((list) => list.filter((d) => d !== date))}
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
  );
}
