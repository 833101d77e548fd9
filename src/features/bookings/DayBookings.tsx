import { listBookingsOn } from '@services/bookings';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { addDays } from '../../lib/openingHours';
import { useAsyncData } from '../../lib/useAsyncData';
import type { Booking, ClinicHours } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { FRONT_DESK_TAG, type Setup } from './frontDesk';
import { FrontDeskDoctorDay } from './FrontDeskDoctorDay';

interface DayBookingsProps {
  date: string;
  today: string;
  now: Date;
  hours: ClinicHours;
  setup: Setup;
  /** A doctor's own day: only this doctor's bookings are read and shown. */
  ownDoctor?: string;
}

/** The day's bookings, one section per doctor in the clinic's order (and any of a doctor no longer listed). */
export function DayBookings({ date, today, now, hours, setup: allDoctors, ownDoctor }: DayBookingsProps) {
  const t = useMessages(bookingStaffMessages);
  const day = useAsyncData(`front-desk:day:${date}:${ownDoctor ?? ''}`, () => listBookingsOn(date, ownDoctor), [FRONT_DESK_TAG]);
  const setup = ownDoctor === undefined ? allDoctors : { ...allDoctors, doctors: allDoctors.doctors.filter((d) => d.id === ownDoctor) };
  if (day.status === 'loading') return <LoadingMessage label={t.loadingDay} />;
  if (day.status === 'error') {
    return <ErrorMessage>{t.dayFailed}</ErrorMessage>;
  }
  const listed = new Set(setup.doctors.map((d) => d.id));
  const others = day.data.filter((b) => !listed.has(b.doctorId));
  const shared = { date, now, hours, policy: setup.policy, tomorrow: date === addDays(today, 1) };
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
