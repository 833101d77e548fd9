import { FormField } from '../../components/FormField';
import { PurposeNote } from '../../components/PurposeNote';
import { BOOKING_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import type { BookingContact } from '../../types';
import type { ContactProblems } from './bookingFlow';
import { bookingMessages } from './messages';

interface BookingContactFieldsProps {
  contact: BookingContact;
  problems: ContactProblems;
  onChange: (contact: BookingContact) => void;
  sending: boolean;
  /** "Book 9:30 am with Dr. …" */
  bookLabel: string;
}

/** The name and phone a signed-in patient books under, and the Book button: loaded once they have chosen a time. */
export default function BookingContactFields({ contact, problems, onChange, sending, bookLabel }: BookingContactFieldsProps) {
  const t = useMessages(bookingMessages);
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
      <PurposeNote>{t.purpose}</PurposeNote>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t.booking : bookLabel}
      </button>
    </>
  );
}
