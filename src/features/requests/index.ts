/** Requests: the appointment page's request form (the page itself is the bookings feature's). */
export { AppointmentRequestForm } from './AppointmentRequestForm';
