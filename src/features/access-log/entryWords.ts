import type { AccessLogEntry, StaffMember } from '../../types';
import type { AccessLogMessages } from './messages';

/** What an entry says it did, in the page's words. */
export function entryAction(entry: AccessLogEntry, t: AccessLogMessages, staff: Map<string, StaffMember>): string {
  if (entry.kind === 'read') {
    return entry.purpose === 'inbox' ? t.readInbox : entry.purpose === 'doctorDay' ? t.readDoctorDay : t.readFrontDesk;
  }
  const id = entry.docId;
  if (entry.collection === 'users') {
    const member = staff.get(id);
    return `${t.rolesChanged} ${member ? `${member.name} (${member.email})` : id}`;
  }
  if (entry.collection === 'bookings') {
    if (entry.action === 'book') return t.bookingBooked(id);
    if (entry.action === 'cancel') return t.bookingCancelled(id);
    if (entry.action === 'arrived') return t.bookingArrived(id);
    if (entry.action === 'no-show') return t.bookingNoShow(id);
    if (entry.action === 'joined') return t.callJoined(id);
    if (entry.action === 'left') return t.callLeft(id);
    return t.bookingUndone(id);
  }
  if (entry.action === 'delete') return t.requestDeleted(id);
  const status = entry.action === 'handled' ? t.statusHandled : entry.action === 'spam' ? t.statusSpam : t.statusNew;
  return t.requestMarked(id, status);
}
