import { SelectField } from '../../components/FormField';
import { ErrorMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import type { ClinicHours, DoctorSchedule } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { LeaveDates } from './LeaveDates';
import { scheduleInWords } from './scheduleWords';
import { SessionsEditor } from './SessionsEditor';
import { useScheduleForm } from './useScheduleForm';

interface ScheduleFormProps {
  stored: DoctorSchedule;
  doctorName: string;
  hours: ClinicHours;
  hoursFailed: boolean;
  /** The front desk: the leave dates only; the sessions and slot length are the owner's. */
  sessionsLocked?: boolean;
}

/** The schedule as edited: the slot length, the weekly sessions and the leave, checked and saved together (its state: useScheduleForm). */
export function ScheduleForm({ stored, doctorName, hours, hoursFailed, sessionsLocked = false }: ScheduleFormProps) {
  const t = useMessages(bookingStaffMessages);
  const form = useScheduleForm(stored, hours);
  return (
    <form onSubmit={form.submit} noValidate>
      <p className="form-text">{t.scheduleIntro(doctorName)}</p>
      {hoursFailed && (
        <p className="alert alert-warning" role="status">
          {t.scheduleHoursFailed}
        </p>
      )}
      <fieldset disabled={sessionsLocked}>
        {sessionsLocked && <p className="form-text">{t.sessionsOwnerOnly}</p>}
        <SelectField
          label={t.slotLength}
          hint={t.slotLengthHint}
          value={String(form.values.slotMinutes)}
          onChange={(e) => form.set('slotMinutes')(Number(e.target.value))}
        >
          {form.lengths.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t.minutes(minutes)}
            </option>
          ))}
        </SelectField>
        <SessionsEditor
          ids={form.ids}
          week={form.values.week}
          onWeek={form.set('week')}
          hours={hours}
          problems={form.problems}
          dayName={form.dayName}
        />
      </fieldset>
      <LeaveDates leave={form.values.leave} pastLeave={form.pastLeave} today={form.today} onLeave={form.set('leave')} />
      <p className="form-text">{scheduleInWords(form.values.week, form.values.slotMinutes, doctorName, form.words)}</p>
      {form.saveFailed && <ErrorMessage>{t.scheduleSaveFailed}</ErrorMessage>}
      <button type="submit" className="btn btn-primary" disabled={form.saving}>
        {form.saving ? t.saving : t.saveSchedule}
      </button>
    </form>
  );
}
