import { useId, useMemo, useReducer, type FormEvent, type SetStateAction } from 'react';
import { saveSchedule } from '@services/bookingSchedules';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { clinicToday } from '../../lib/openingHours';
import { toast } from '../../lib/toast';
import type { ClinicHours, DoctorSchedule } from '../../types';
import { firstProblemStart, scheduleFormValues, scheduleToSave, slotLengths, type ScheduleValues } from './scheduleValues';
import { sessionProblems, type ScheduleWords, type Week } from './scheduleWeek';
import { weekdayIn } from './scheduleWords';
import { bookingStaffMessages } from './staffMessages';

interface ScheduleFormState {
  values: ScheduleValues;
  /** How many past leave dates the next save drops. */
  pastLeave: number;
  /** Whether a save was tried: the sessions' problems show from then on. */
  submitted: boolean;
  saving: boolean;
  saveFailed: boolean;
}

type ScheduleFormAction =
  | { type: 'set'; change: (values: ScheduleValues) => Partial<ScheduleValues> }
  | { type: 'submitted' }
  | { type: 'saving' }
  | { type: 'saved'; week: Week; leave: string[] }
  | { type: 'failed' };

function reducer(state: ScheduleFormState, action: ScheduleFormAction): ScheduleFormState {
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...state.values, ...action.change(state.values) } };
    case 'submitted':
      return { ...state, submitted: true };
    case 'saving':
      return { ...state, saving: true, saveFailed: false };
    case 'saved':
      return { ...state, values: { ...state.values, week: action.week, leave: action.leave }, pastLeave: 0, saving: false };
    case 'failed':
      return { ...state, saving: false, saveFailed: true };
  }
}

/**
 * The schedule editor's state and work: the slot length, the weekly sessions and the leave (as
 * stored), their check against the clinic's hours once a save is tried, and the save.
 */
export function useScheduleForm(stored: DoctorSchedule, hours: ClinicHours) {
  const t = useMessages(bookingStaffMessages);
  const locale = useIntlLocale();
  const dayName = useMemo(() => weekdayIn(locale), [locale]);
  const words: ScheduleWords = { t, dayName };
  // The sessions' inputs are named under it, so a failed save can focus the first wrong one.
  const ids = useId();
  const today = clinicToday();
  const [{ values, pastLeave, submitted, saving, saveFailed }, dispatch] = useReducer(reducer, stored, (schedule) => ({
    ...scheduleFormValues(schedule, today),
    submitted: false,
    saving: false,
    saveFailed: false,
  }));
  const problems = submitted ? sessionProblems(values.week, values.slotMinutes, hours, words) : new Map<number, string>();

  /** A setter for one field, taking a value or an update of it (as the sessions and leave editors give). */
  const set =
    <Field extends keyof ScheduleValues>(field: Field) =>
    (value: SetStateAction<ScheduleValues[Field]>) =>
      dispatch({
        type: 'set',
        change: (current) => ({ [field]: typeof value === 'function' ? value(current[field]) : value }),
      });

  async function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'submitted' });
    if (saving) return;
    const found = sessionProblems(values.week, values.slotMinutes, hours, words);
    if (found.size > 0) {
      toast.error(t.scheduleNotSaved);
      const start = firstProblemStart(ids, values.week, found);
      if (start) document.getElementById(start)?.focus();
      return;
    }
    const { schedule, week, leave } = scheduleToSave(stored.doctorId, values, clinicToday());
    dispatch({ type: 'saving' });
    try {
      await saveSchedule(schedule);
      // As stored: sessions in time order, so their numbers match the next visit's.
      dispatch({ type: 'saved', week, leave });
      toast.success(t.scheduleSaved);
    } catch (error) {
      console.error('Could not save the schedule', error);
      toast.error(t.scheduleSaveFailed);
      dispatch({ type: 'failed' });
    }
  }

  return {
    ids,
    today,
    values,
    set,
    pastLeave,
    problems,
    lengths: slotLengths(stored.slotMinutes),
    dayName,
    words,
    saving,
    saveFailed,
    submit,
  };
}
