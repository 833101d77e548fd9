/** Booking a time with a doctor: the booking panel, the patient's appointments, and the admins' schedule and booking-rule editors. */
import { lazy } from 'react';

export { ScheduleEditor } from './ScheduleEditor';
export { BookingPolicyForm } from './BookingPolicyForm';
export { MyAppointments } from './MyAppointments';
/** Loaded after the appointment page's first render: the spec's form shows at once, the free times follow. */
export const BookingPanel = lazy(() => import('./BookingPanel'));
