import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppForm } from '../../components/AppForm';
import { toast } from '../../lib/toast';
import { FormField } from '../../components/FormField';
import { CardPage } from '../../components/CardPage';
import { PurposeNote } from '../../components/PurposeNote';
import { paths } from '../../config/routes';
import { clinic } from '../../config/clinic';
import { APPOINTMENT_TOAST_AUTOCLOSE_MS } from '../../config/constants';
import { REQUEST_LIMITS } from '../../config/limits';
import { appointmentDateProblem, isEmailShaped, isPhoneShaped, latestAppointmentDate } from '../../lib/formChecks';
import { clinicToday, openDaysText } from '../../lib/openingHours';
import { useNow } from '../../lib/useBrowserState';
import type { FormProblems } from '../../lib/useFormCheck';
import { messages } from '../../messages';
import type { MailOutcome } from '../../services/mail';
import type { AppointmentInput, ClinicHours } from '../../types';
import { useClinicHours } from '../hours';
import { BookingPanel } from '../bookings';
import { WhatsAppIcon } from '../../components/Icons';
import { appointmentWhatsAppText, whatsAppLink } from './whatsApp';
import { HoneypotField } from './HoneypotField';
import { loadRequests, submitRequest } from './submitRequest';
import { useRequestForm } from './useRequestForm';
import { useRequestOwner } from './useRequestOwner';

/**
 * EmailJS loads when a request is sent, not with the page. Like the mail service, this never
 * rejects: the request is already stored, and a module that cannot load is a mail that failed.
 */
const mailAppointment = (input: AppointmentInput): Promise<MailOutcome> =>
  import('../../services/mail').then(
    (mail) => mail.sendAppointmentMail(input),
    () => 'failed',
  );

const empty: AppointmentInput = { patientName: '', patientEmail: '', phoneNumber: '', appointmentDate: '' };

/** Each field's own message: a name, an e-mail address and a phone number that look right, a day the clinic is open. */
function validate(values: AppointmentInput, hours: ClinicHours): FormProblems<keyof AppointmentInput> {
  const fields: FormProblems<keyof AppointmentInput>['fields'] = {};
  if (!values.patientName.trim()) fields.patientName = "Please enter the patient's name.";
  if (!values.patientEmail.trim()) fields.patientEmail = 'Please enter an e-mail address.';
  else if (!isEmailShaped(values.patientEmail)) fields.patientEmail = messages.invalidEmail;
  if (!values.phoneNumber.trim()) fields.phoneNumber = 'Please enter a phone number.';
  else if (!isPhoneShaped(values.phoneNumber))
    fields.phoneNumber = 'Please enter a phone number of 7 to 15 digits, like 98450 12345 or +91 98450 12345.';
  const dateProblem = appointmentDateProblem(values.appointmentDate, hours);
  if (dateProblem) fields.appointmentDate = dateProblem;
  return { fields };
}

export default function AppointmentPage() {
  /** The request just stored (what the WhatsApp hand-off carries), or null. */
  const [confirmed, setConfirmed] = useState<{ request: AppointmentInput; reference: string | null } | null>(null);
  const owner = useRequestOwner();
  const { hours } = useClinicHours();
  // The date picker's bounds are today's: set in the browser, never the build's date in prerendered HTML.
  const now = useNow();
  const form = useRequestForm({
    empty,
    validate: (values) => validate(values, hours),
    send: (values) =>
      submitRequest(
        {
          kind: 'appointment',
          store: (input) => loadRequests().then((r) => r.createAppointmentRequest(input, owner)),
          mail: mailAppointment,
        },
        values,
      ),
    what: 'appointment request',
    failureMessage: messages.appointmentFailure,
    onSending: () => setConfirmed(null),
    onSent: (request, reference) => {
      toast.success(messages.appointmentSuccess, { position: 'top-right', autoClose: APPOINTMENT_TOAST_AUTOCLOSE_MS });
      setConfirmed({ request, reference });
    },
  });
  const { values, set, sending } = form;

  return (
    <CardPage meta="appointment" heading="Doctor Appointment">
      <section aria-labelledby="book-a-time-heading" className="booking-section mb-5">
        <h2 id="book-a-time-heading" className="h4">
          Book a time with a doctor
        </h2>
        <p>Choose a doctor, a day and a free time. Times are the clinic&rsquo;s (India Standard Time).</p>
        <div className="booking-panel">
          <BookingPanel />
        </div>
      </section>
      <h2 className="h4">Or ask us for a day</h2>
      <p>
        Tell us who the appointment is for and when suits you. The front desk will call to confirm the time. We are open{' '}
        {openDaysText(hours)}, except on holidays.
      </p>
      {confirmed && (
        <p className="alert alert-success" role="status">
          Thank you. We have your request and will call you to confirm the time.
          {confirmed.reference && <> Your reference is {confirmed.reference}.</>}
          {owner && (
            <>
              {' '}
              You can follow it under <Link to={paths.myRequests}>My requests</Link>.
            </>
          )}
          <br />
          <a
            className="btn btn-success btn-sm mt-2"
            href={whatsAppLink(appointmentWhatsAppText(confirmed.request, confirmed.reference))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon width={16} height={16} aria-hidden="true" /> Also send on WhatsApp
            <span className="visually-hidden"> (opens WhatsApp)</span>
          </a>
        </p>
      )}
      <AppForm onSubmit={form.onSubmit} noValidate>
        <HoneypotField {...form.trap} />
        <FormField
          label="Patient name"
          name="patientName"
          autoComplete="name"
          required
          maxLength={REQUEST_LIMITS.name}
          value={values.patientName}
          error={form.error('patientName')}
          onChange={(e) => set('patientName')(e.target.value)}
        />
        <FormField
          label="Patient e-mail"
          type="email"
          name="patientEmail"
          autoComplete="email"
          required
          maxLength={REQUEST_LIMITS.email}
          value={values.patientEmail}
          error={form.error('patientEmail')}
          onChange={(e) => set('patientEmail')(e.target.value)}
        />
        <FormField
          label="Phone number"
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={REQUEST_LIMITS.phone}
          hint="Indian or international, e.g. 98450 12345 or +91 98450 12345."
          value={values.phoneNumber}
          error={form.error('phoneNumber')}
          onChange={(e) => set('phoneNumber')(e.target.value)}
        />
        <FormField
          label="Appointment date"
          type="date"
          name="appointmentDate"
          required
          min={now ? clinicToday(now) : undefined}
          max={now ? latestAppointmentDate(now) : undefined}
          value={values.appointmentDate}
          error={form.error('appointmentDate')}
          onChange={(e) => set('appointmentDate')(e.target.value)}
        />
        <PurposeNote>We use these details only to arrange your appointment and contact you about it.</PurposeNote>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Request appointment'}
        </button>
      </AppForm>
      <p className="form-text mt-3">
        Prefer to talk? Call <a href={clinic.phoneHref}>{clinic.phone}</a>. In an emergency, call 112.
      </p>
    </CardPage>
  );
}
