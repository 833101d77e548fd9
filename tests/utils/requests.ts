import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { REQUEST_MIN_FILL_MS } from '../../src/config/constants';
import { openDayFromToday } from './dates';

export { dayFromToday, nextOpenDay, openDayFromToday, sundayFromToday } from './dates';

/**
 * A person takes longer than the minimum fill time over a request form (programs do not): moves
 * Date on by that much. `vi.useRealTimers()` puts the clock back.
 */
export function takeAPersonsTime(): void {
  vi.setSystemTime(Date.now() + REQUEST_MIN_FILL_MS);
}

export type AppointmentFields = Partial<Record<'name' | 'email' | 'phone' | 'date', string>>;

/** Types a valid appointment request (or these values) into the form; an empty value leaves its field empty. */
export async function typeAppointment(user: UserEvent, values: AppointmentFields = {}): Promise<void> {
  const v = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+91 98450 12345', date: openDayFromToday(3), ...values };
  if (v.name) await user.type(screen.getByLabelText('Patient name'), v.name);
  if (v.email) await user.type(screen.getByLabelText('Patient e-mail'), v.email);
  if (v.phone) await user.type(screen.getByLabelText('Phone number'), v.phone);
  if (v.date) await user.type(screen.getByLabelText('Appointment date'), v.date);
}
