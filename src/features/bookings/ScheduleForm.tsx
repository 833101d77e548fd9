import { useId, useMemo, useState, type FormEvent } from 'react';
import { saveSchedule } from '@services/bookingSchedules';
import { SelectField } from '../../components/FormField';
import { ErrorMessage } from '../../components/StatusMessage';
import { SLOT_LENGTHS } from '../../config/constants';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { clinicToday, WEEKDAYS } from '../../lib/openingHours';
import { toast } from '../../lib/toast';
import type { ClinicHours, DoctorSchedule } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { LeaveDates } from './LeaveDates';
import { inTimeOrder, sessionId, sessionProblems, weekFromStored, weeklyToStore, type ScheduleWords, type Week } from './scheduleWeek';
import { scheduleInWords, weekdayIn } from './scheduleWords';
import { SessionsEditor } from './SessionsEditor';

interface ScheduleFormProps {
  stored: DoctorSchedule;
  doctorName: string;
  hours: ClinicHours;
  hoursFailed: boolean;
}

/** The schedule as edited: the slot length, the weekly sessions and the leave, checked and saved together. */
export function ScheduleForm({ stored, doctorName, hours, hoursFailed }: ScheduleFormProps) {
  const t = useMessages(bookingStaffMessages);
  const locale = useIntlLocale();
  const dayName = useMemo(() => weekdayIn(locale), [locale]);
  const words: ScheduleWords = { t, dayName };
  const ids = useId();
  const today = clinicToday();
  const [week, setWeek] = useState<Week>(() => weekFromStored(stored.weekly));
  const [slotMinutes, setSlotMinutes] = useState(stored.slotMinutes);
  // Past leave has done its work: it is dropped with the next save.
  const [leave, setLeave] = useState(() => stored.leave.filter((date) => date >= today));
  const [pastLeave, setPastLeave] = useState(stored.leave.length - leave.length);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const problems = submitted ? sessionProblems(week, slotMinutes, hours, words) : new Map<number, string>();
  const lengths = [...new Set<number>([...SLOT_LENGTHS, stored.slotMinutes])].sort((a, b) => a - b);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (saving) return;
    const found = sessionProblems(week, slotMinutes, hours, words);
    if (found.size > 0) {
      toast.error(t.scheduleNotSaved);
      const day = WEEKDAYS.find((d) => week[d].some((row) => found.has(row.key)));
      const row = day && week[day].find((r) => found.has(r.key));
      if (day && row) document.getElementById(`${sessionId(ids, day, row)}-start`)?.focus();
      return;
    }
    const sorted = inTimeOrder(week);
    const upcoming = leave.filter((date) => date >= clinicToday());
    const schedule: DoctorSchedule = { doctorId: stored.doctorId, weekly: weeklyToStore(sorted), slotMinutes, leave: upcoming };
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
      <SessionsEditor ids={ids} week={week} onWeek={setWeek} hours={hours} problems={problems} dayName={dayName} />
      <LeaveDates leave={leave} pastLeave={pastLeave} today={today} onLeave={setLeave} />
      <p className="form-text">{scheduleInWords(week, slotMinutes, doctorName, words)}</p>
      {saveFailed && <ErrorMessage>{t.scheduleSaveFailed}</ErrorMessage>}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? t.saving : t.saveSchedule}
      </button>
    </form>
  );
}
