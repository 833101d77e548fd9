import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useMessages } from '../../i18n/messages';
import { WEEKDAYS } from '../../lib/openingHours';
import type { ClinicHours, Weekday } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { ScheduleDay } from './ScheduleDay';
import { addSessionId, newRow, sessionId, type SessionRow, type Week } from './scheduleWeek';

interface SessionsEditorProps {
  /** The form's id: its sessions' inputs are named under it (the form focuses them after a failed save). */
  ids: string;
  week: Week;
  onWeek: Dispatch<SetStateAction<Week>>;
  hours: ClinicHours;
  /** What is wrong with each session, by row key (empty until a save is tried). */
  problems: Map<number, string>;
  dayName: (day: Weekday) => string;
}

/** "Every week": each weekday's sessions, added and removed a row at a time. */
export function SessionsEditor({ ids, week, onWeek, hours, problems, dayName }: SessionsEditorProps) {
  const t = useMessages(bookingStaffMessages);

  // Where focus goes once the next render is on screen (a new session's start, or the day's add button).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const setRow = (day: Weekday, key: number, change: Partial<SessionRow>) =>
    onWeek((w) => ({ ...w, [day]: w[day].map((row) => (row.key === key ? { ...row, ...change } : row)) }));

  function addSession(day: Weekday) {
    const row = newRow();
    onWeek((w) => ({ ...w, [day]: [...w[day], row] }));
    focusNext.current = `${sessionId(ids, day, row)}-start`;
  }

  function removeSession(day: Weekday, key: number) {
    onWeek((w) => ({ ...w, [day]: w[day].filter((row) => row.key !== key) }));
    focusNext.current = addSessionId(ids, day);
  }

  return (
    <fieldset className="mb-4">
      <legend className="h5">{t.everyWeek}</legend>
      {WEEKDAYS.map((day) => (
        <ScheduleDay
          key={day}
          ids={ids}
          day={day}
          name={dayName(day)}
          open={hours.weekly[day]}
          rows={week[day]}
          problems={problems}
          onRow={(key, change) => setRow(day, key, change)}
          onAdd={() => addSession(day)}
          onRemove={(key) => removeSession(day, key)}
        />
      ))}
    </fieldset>
  );
}
