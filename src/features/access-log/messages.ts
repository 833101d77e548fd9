import { defineMessages } from '../../i18n/messages';

/** Admin → Access log (/admin/access-log), the owner's page. */
const en = {
  title: 'Access log',
  lead: "Who at the clinic opened patients' data, and every change they made to it, kept for a year. It holds no patient's name, phone or message.",
  person: 'Person',
  everyone: 'Everyone',
  day: 'Day',
  anyDay: 'Leave empty for every day.',
  loading: 'Loading the access log…',
  loadFailed: 'We could not load the access log. Please check your connection and reload.',
  empty: 'Nothing is logged for this choice.',
  entries: 'entries',
  when: 'When',
  who: 'Who',
  what: 'What',
  patient: 'Patient',
  formerStaff: 'Former staff',
  noPatient: '—',
  readFrontDesk: "Opened the front desk's day (all doctors' bookings)",
  readDoctorDay: 'Opened their own day (their patients’ bookings)',
  readInbox: 'Opened the requests inbox',
  bookingBooked: (id: string) => `Booked a caller (booking ${id})`,
  bookingCancelled: (id: string) => `Cancelled booking ${id}`,
  bookingArrived: (id: string) => `Marked booking ${id} arrived`,
  bookingNoShow: (id: string) => `Marked booking ${id} a no-show`,
  bookingUndone: (id: string) => `Set booking ${id} back to booked`,
  callJoined: (id: string) => `Joined the video visit of booking ${id}`,
  callLeft: (id: string) => `Left the video visit of booking ${id}`,
  requestMarked: (id: string, status: string) => `Marked request ${id} ${status}`,
  requestDeleted: (id: string) => `Deleted request ${id}`,
  rolesChanged: 'Changed the roles of',
  statusNew: 'new',
  statusHandled: 'handled',
  statusSpam: 'spam',
};
export type AccessLogMessages = typeof en;

export const accessLogMessages = defineMessages('src/features/access-log/messages.ts', en);
