/**
 * Booking a time with a doctor: the booking panel, the patient's appointments, and the admins'
 * schedule and booking-rule editors. Every one is loaded when it is shown (wrap it in Suspense):
 * the appointment page must not carry the admins' editors, nor they the patient's panel.
 */
import { lazy } from 'react';

export const BookingPanel = lazy(() => import('./BookingPanel'));
export const MyAppointments = lazy(() => import('./MyAppointments').then((m) => ({ default: m.MyAppointments })));
export const ScheduleEditor = lazy(() => import('./ScheduleEditor').then((m) => ({ default: m.ScheduleEditor })));
export const BookingPolicyForm = lazy(() => import('./BookingPolicyForm').then((m) => ({ default: m.BookingPolicyForm })));
