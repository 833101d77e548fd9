import { Link } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { PurposeNote } from '../../components/PurposeNote';
import { BOOKING_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { showPhoneNumber } from '../../lib/phoneNumber';
import type { BookingContact } from '../../types';
import type { ContactProblems } from './bookingFlow';
import { paths } from '../../config/routes';
import { bookedMessages } from './bookedMessages';
import { whatsAppOptInMessages } from './whatsAppOptInMessages';

interface BookingContactFieldsProps {
  contact: BookingContact;
  problems: ContactProblems;
  onChange: (contact: BookingContact) => void;
  sending: boolean;
  /** "Book 9:30 am with Dr. …" */
  bookLabel: string;
  /** The account's verified e-mail, where the messages about the booking go. */
  email: string;
  /** The account's phone number verified by SMS code, or null: WhatsApp can go only there. */
  whatsAppNumber: string | null;
  whatsApp: boolean;
  onWhatsApp: (on: boolean) => void;
}

/** The name and phone a signed-in patient books under, and the Book button: loaded once they have chosen a time. */
export default function BookingContactFields(props: BookingContactFieldsProps) {
  const { contact, problems, onChange, sending, bookLabel, email, whatsAppNumber, whatsApp, onWhatsApp } = props;
  const t = useMessages(bookedMessages);
  const w = useMessages(whatsAppOptInMessages);
  return (
    <>
      <FormField
        label={t.patientName}
        name="bookingName"
        autoComplete="name"
        required
        maxLength={BOOKING_LIMITS.name}
        value={contact.name}
        error={problems.name}
        onChange={(e) => onChange({ ...contact, name: e.target.value })}
      />
      <FormField
        label={t.phoneNumber}
        type="tel"
        name="bookingPhone"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={BOOKING_LIMITS.phone}
        hint={t.phoneHint}
        value={contact.phone}
        error={problems.phone}
        onChange={(e) => onChange({ ...contact, phone: e.target.value })}
      />
      <p className="small mb-2">{w.emailNote(email)}</p>
      {whatsAppNumber ? (
        // Unticked until the patient ticks it: the consent is theirs to give (stored with its time).
        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            id="bookingWhatsApp"
            aria-describedby="bookingWhatsAppHint"
            checked={whatsApp}
            onChange={(e) => onWhatsApp(e.target.checked)}
          />
          <label className="form-check-label" htmlFor="bookingWhatsApp">
            {w.whatsAppLabel(showPhoneNumber(whatsAppNumber))}
          </label>
          <div id="bookingWhatsAppHint" className="form-text">
            {w.whatsAppHint}
          </div>
        </div>
      ) : (
        <p className="small text-body-secondary">
          {w.whatsAppVerify}
          <Link to={paths.myAccount}>{w.whatsAppVerifyLink}</Link>
          {w.whatsAppVerifyEnd}
        </p>
      )}
      <PurposeNote>{t.purpose}</PurposeNote>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t.booking : bookLabel}
      </button>
    </>
  );
}
