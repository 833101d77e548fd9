import { BOOKING_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { formatTime } from '../../lib/openingHours';
import type { OpeningTimes, Weekday } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { addSessionId, sessionId, type SessionRow } from './scheduleWeek';

interface ScheduleDayProps {
  ids: string;
  day: Weekday;
  /** The day's name in the page's language. */
  name: string;
  /** The clinic's hours that day, or null when it is closed (no session can be added). */
  open: OpeningTimes | null;
  rows: SessionRow[];
  problems: Map<number, string>;
  onRow: (key: number, change: Partial<SessionRow>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** One weekday's sessions: a start and an end each, at the clinic and/or by video, with what is wrong with it, and "Add a session". */
export function ScheduleDay({ ids, day, name, open, rows, problems, onRow, onAdd, onRemove }: ScheduleDayProps) {
  const t = useMessages(bookingStaffMessages);
  return (
    <fieldset className="schedule-day border rounded px-3 pt-2 pb-1 mb-3">
      <legend className="h6 mb-1">{name}</legend>
      <p className="form-text mt-0 mb-2">
        {open ? t.clinicOpen(formatTime(open.opens), formatTime(open.closes)) : t.clinicClosed(name)}
        {rows.length === 0 && t.noSessions}
      </p>
      {rows.map((row, index) => {
        const id = sessionId(ids, day, row);
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
                  onChange={(e) => onRow(row.key, { [edge]: e.target.value })}
                  {...invalid}
                />
              </div>
            ))}
            <fieldset className="col-12 col-sm-auto d-flex flex-wrap gap-3 align-items-center">
              <legend className="visually-hidden">{t.sessionHeld(label)}</legend>
              {(['clinic', 'video'] as const).map((way) => (
                <div key={way} className="form-check mb-0">
                  <input
                    id={`${id}-${way}`}
                    type="checkbox"
                    className={`form-check-input${problem ? ' is-invalid' : ''}`}
                    checked={row[way]}
                    onChange={(e) => onRow(row.key, { [way]: e.target.checked })}
                  />
                  <label htmlFor={`${id}-${way}`} className="form-check-label">
                    {way === 'clinic' ? t.heldAtClinic : t.heldByVideo}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="col-12 col-sm-auto">
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t.removeSession(label)}
                onClick={() => onRemove(row.key)}
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
            id={addSessionId(ids, day)}
            type="button"
            className="btn btn-sm btn-outline-primary mb-2"
            aria-label={t.addSessionOn(name)}
            onClick={onAdd}
          >
            {t.addSession}
          </button>
        )
      )}
    </fieldset>
  );
}
