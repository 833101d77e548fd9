import { getSchedule } from '@services/bookingSchedules';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { useAsyncData } from '../../lib/useAsyncData';
import { emptyWeek } from '../../services/bookingFields';
import { useClinicHours } from '../hours';
import { bookingStaffMessages } from './staffMessages';
import { ScheduleForm } from './ScheduleForm';

const NEW_SCHEDULE_SLOT_MINUTES = 15;

/**
 * A doctor's bookable week, edited on the doctor's editor page (the owner; the front desk only the
 * leave dates): each weekday's
 * sessions, the slot length and the leave dates. Its own form and save, apart from the profile:
 * what patients can book is checked here against the clinic's opening hours before it is saved.
 */
export function ScheduleEditor({
  doctorId,
  doctorName,
  sessionsLocked = false,
}: {
  doctorId: string;
  doctorName: string;
  sessionsLocked?: boolean;
}) {
  // Read afresh, not the booking page's copy: an admin edits what is stored now.
  const t = useMessages(bookingStaffMessages);
  const stored = useAsyncData(`editor:schedule:${doctorId}`, () => getSchedule(doctorId));
  const clinicHours = useClinicHours();
  if (stored.status === 'loading' || (!clinicHours.live && !clinicHours.failed)) {
    return <LoadingMessage label={t.loadingSchedule} />;
  }
  if (stored.status === 'error') {
    return <ErrorMessage>{t.scheduleLoadFailed}</ErrorMessage>;
  }
  const schedule = stored.data ?? { doctorId, weekly: emptyWeek(), video: emptyWeek(), slotMinutes: NEW_SCHEDULE_SLOT_MINUTES, leave: [] };
  return (
    <ScheduleForm
      stored={schedule}
      doctorName={doctorName}
      hours={clinicHours.hours}
      hoursFailed={clinicHours.failed}
      sessionsLocked={sessionsLocked}
    />
  );
}
