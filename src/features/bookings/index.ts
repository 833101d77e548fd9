/**
 * Booking a time with a doctor: the booking panel, the patient's appointments, and the admins'
 * schedule and booking-rule editors. The panel is part of the appointment page (the free times
 * show with it: a lazy panel only cost that page a file and a wait); the others load when they
 * are shown (wrap them in Suspense): the appointment page must not carry the admins' editors.
 */
import { lazy } from 'react';

export { default as BookingPanel } from './BookingPanel';
export const MyBookings = lazy(() => import('./MyBookings').then((m) => ({ default: m.MyBookings })));
export const ScheduleEditor = lazy(() => import('./ScheduleEditor').then((m) => ({ default: m.ScheduleEditor })));
export const BookingPolicyForm = lazy(() => import('./BookingPolicyForm').then((m) => ({ default: m.BookingPolicyForm })));
