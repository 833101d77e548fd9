import { FormField } from '../../components/FormField';
import { PurposeNote } from '../../components/PurposeNote';
import { BOOKING_LIMITS } from '../../config/limits';
import type { BookingContact } from '../../types';
import type { ContactProblems } from './bookingFlow';

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
  return (
    <>
      <FormField
        label="Patient name"
        name="bookingName"
        autoComplete="name"
        required
        maxLength={BOOKING_LIMITS.name}
        value={contact.name}
        error={problems.name}
        onChange={(e) => onChange({ ...contact, name: e.target.value })}
      />
      <FormField
        label="Phone number"
        type="tel"
        name="bookingPhone"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={BOOKING_LIMITS.phone}
        hint="The clinic calls this number if the doctor is delayed or away."
        value={contact.phone}
        error={problems.phone}
        onChange={(e) => onChange({ ...contact, phone: e.target.value })}
      />
      <PurposeNote>
        We keep your name, phone and e-mail with the booking to see you at that time and reach you about it, and remember the name and phone
        for your next booking.
      </PurposeNote>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? 'Booking…' : bookLabel}
      </button>
    </>
  );
}
