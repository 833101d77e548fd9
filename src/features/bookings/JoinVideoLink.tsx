import { Link } from 'react-router-dom';
import { videoVisitPath } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { isCallable, joinMoment } from '../../lib/joinWindow';
import { useNow } from '../../lib/useBrowserState';
import type { Booking } from '../../types';
import { myBookingsMessages } from './myBookingsMessages';

/** Whether a video visit's call can be joined now (My appointments keeps it among the upcoming until then). */
export const videoWindowOpen = (booking: Booking, now: Date) => isCallable(booking) && joinMoment(booking, now) === 'open';

/**
 * On a video visit in My appointments: "Join the video visit" while its call is open (from 15
 * minutes before until 30 minutes after its end); before that, when it opens. The call's page
 * (/visit/:id) loads only when it is opened.
 */
export function JoinVideoLink({ booking }: { booking: Booking }) {
  const mine = useMessages(myBookingsMessages);
  const now = useNow();
  if (booking.visit !== 'video' || !now || !isCallable(booking)) return null;
  return joinMoment(booking, now) === 'open' ? (
    <Link className="btn btn-sm btn-primary" to={videoVisitPath(booking.id)}>
      {mine.joinVideo}
    </Link>
  ) : (
    <span className="badge text-bg-light border">{mine.videoVisit}</span>
  );
}

/** On the doctor's day: "Join the video visit" on their own video visit while its call is open. */
export function StaffJoinLink({ booking, label }: { booking: Booking; label: string }) {
  const now = useNow();
  if (!now || !videoWindowOpen(booking, now)) return null;
  return (
    <Link className="btn btn-sm btn-primary" to={videoVisitPath(booking.id)}>
      {label}
    </Link>
  );
}
