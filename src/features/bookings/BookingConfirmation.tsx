import { Link } from 'react-router-dom';
import { WhatsAppIcon } from '../../components/Icons';
import { clinic } from '../../config/clinic';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { whatsAppLink } from '../../lib/whatsApp';
import type { BookingPolicy, Slot, VisitKind } from '../../types';
import { useSlotWhen } from './bookingTexts';
import { bookedMessages } from './bookedMessages';
import { CalendarLinks } from './CalendarLinks';
import { bookingMessages } from './messages';

/** A booking just made, as the confirmation shows it. */
export interface BookedVisit extends Slot {
  id: string;
  /** At the clinic or by video. */
  visit: VisitKind;
  doctorName: string;
  patientName: string;
}

/** After booking: the doctor, the day and time, the reference, and what the patient can do with it. */
export function BookingConfirmation({ visit, policy, onAnother }: { visit: BookedVisit; policy: BookingPolicy; onAnother: () => void }) {
  const t = useMessages(bookedMessages);
  const { duration } = useMessages(bookingMessages);
  const slotWhen = useSlotWhen();
  const when = slotWhen(visit);
  return (
    <div className="alert alert-success" role="status">
      <h3 className="h5">{t.bookedHeading}</h3>
      <p className="mb-2">
        {t.bookedSummary(visit.patientName, visit.doctorName, when)} <strong className="text-break">{visit.id}</strong>
        {t.sentenceEnd}
      </p>
      {visit.visit === 'video' && <p className="mb-2">{t.videoBookedNote}</p>}
      <p className="mb-2">
        {t.cancelUnder}
        <Link to={paths.myRequests}>{t.myAppointments}</Link>
        {t.cancelUntil(duration(policy.cancelCutoffMinutes))}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <CalendarLinks visit={visit} />
        <a
          className="btn btn-success btn-sm"
          href={whatsAppLink(t.whatsAppText(clinic.name, visit.patientName, visit.doctorName, when, visit.id))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon width={16} height={16} aria-hidden="true" /> {t.sendOnWhatsApp}
          <span className="visually-hidden">{t.opensWhatsApp}</span>
        </a>
        <button type="button" className="btn btn-link btn-sm" onClick={onAnother}>
          {t.bookAnother}
        </button>
      </div>
    </div>
  );
}
