import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppForm } from '../../components/AppForm';
import { toast } from '../../lib/toast';
import { FormField } from '../../components/FormField';
import { PurposeNote } from '../../components/PurposeNote';
import { paths } from '../../config/routes';
import { clinic } from '../../config/clinic';
import { APPOINTMENT_TOAST_AUTOCLOSE_MS } from '../../config/constants';
import { REQUEST_LIMITS } from '../../config/limits';
import { isEmailShaped, isPhoneShaped, latestAppointmentDate } from '../../lib/formChecks';
import { clinicToday } from '../../lib/openingHours';
import { useNow } from '../../lib/useBrowserState';
import type { FormProblems } from '../../lib/useFormCheck';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { specMessages, type SpecMessages } from '../../components/specMessages';
import type { MailOutcome } from '../../services/mail';
import type { AppointmentRequestInput, ClinicHours } from '../../types';
import { useClinicHours } from '../hours';
import { WhatsAppIcon } from '../../components/Icons';
import { appointmentWhatsAppText, whatsAppLink } from './whatsApp';
import { appointmentDateProblem, openDaysText } from './appointmentDate';
import { requestMessages, type RequestMessages } from './messages';
import { slot, withElements } from '../../i18n/withElements';
import { HoneypotField } from './HoneypotField';
import { loadRequests, submitRequest } from './submitRequest';
import { useRequestForm } from './useRequestForm';
import { useRequestOwner } from './useRequestOwner';

/**
 * EmailJS loads when a request is sent, not with the page. Like the mail service, this never
 * rejects: the request is already stored, and a module that cannot load is a mail that failed.
 */
const mailAppointment = (input: AppointmentRequestInput): Promise<MailOutcome> =>
  import('../../services/mail').then(
    (mail) => mail.sendAppointmentMail(input),
    () => 'failed',
  );

const empty: AppointmentRequestInput = { patientName: '', patientEmail: '', phoneNumber: '', appointmentDate: '' };

/** The words the check needs, in the page's language: the form's, the spec's, and the Intl tag for dates. */
interface CheckWords {
  t: RequestMessages;
  m: SpecMessages;
  locale: string;
}

/** Each field's own message: a name, an e-mail address and a phone number that look right, a day the clinic is open. */
function validate(
  values: AppointmentRequestInput,
  hours: ClinicHours,
  { t, m, locale }: CheckWords,
): FormProblems<keyof AppointmentRequestInput> {
  const fields: FormProblems<keyof AppointmentRequestInput>['fields'] = {};
  if (!values.patientName.trim()) fields.patientName = t.enterPatientName;
  if (!values.patientEmail.trim()) fields.patientEmail = t.enterEmail;
  else if (!isEmailShaped(values.patientEmail)) fields.patientEmail = m.invalidEmail;
  if (!values.phoneNumber.trim()) fields.phoneNumber = t.enterPhone;
  else if (!isPhoneShaped(values.phoneNumber)) fields.phoneNumber = t.phoneShape;
  const dateProblem = appointmentDateProblem(values.appointmentDate, hours, t, locale);
  if (dateProblem) fields.appointmentDate = dateProblem;
  return { fields };
}

/**
 * The appointment page's request: a patient, an e-mail address, a phone number and the day wanted,
 * stored for the front desk (who call back to fix a time) and sent by e-mail; then a thank-you with
 * the reference and a WhatsApp hand-off. For a time held at once, the page's booking panel.
 */
export function AppointmentRequestForm() {
  const t = useMessages(requestMessages);
  const m = useMessages(specMessages);
  const locale = useIntlLocale();
  /** The request just stored (what the WhatsApp hand-off carries), or null. */
  const [confirmed, setConfirmed] = useState<{ request: AppointmentRequestInput; reference: string | null } | null>(null);
  const owner = useRequestOwner();
  const { hours } = useClinicHours();
  // The date picker's bounds are today's: set in the browser, never the build's date in prerendered HTML.
  const now = useNow();
  const form = useRequestForm({
    empty,
    validate: (values) => validate(values, hours, { t, m, locale }),
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
    failureMessage: t.appointmentFailure,
    onSending: () => setConfirmed(null),
    onSent: (request, reference) => {
      toast.success(t.appointmentSuccess, { position: 'top-right', autoClose: APPOINTMENT_TOAST_AUTOCLOSE_MS });
      setConfirmed({ request, reference });
    },
  });
  const { values, set, sending } = form;

  return (
    <>
      <h2 className="h4">{t.askHeading}</h2>
      <p>{t.askLead(openDaysText(hours, t, locale))}</p>
      {confirmed && (
        <p className="alert alert-success" role="status">
          {t.thanks}
          {confirmed.reference && <> {t.yourReference(confirmed.reference)}</>}
          {owner && <> {withElements(t.followUnder(slot(0)), [<Link to={paths.myRequests}>{t.myRequests}</Link>])}</>}
          <br />
          <a
            className="btn btn-success btn-sm mt-2"
            href={whatsAppLink(appointmentWhatsAppText(confirmed.request, confirmed.reference))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon width={16} height={16} aria-hidden="true" /> {t.sendOnWhatsApp}
            <span className="visually-hidden">{` ${t.opensWhatsApp}`}</span>
          </a>
        </p>
      )}
      <AppForm onSubmit={form.onSubmit} noValidate>
        <HoneypotField label={t.leaveEmpty} {...form.trap} />
        <FormField
          label={t.patientName}
          name="patientName"
          autoComplete="name"
          required
          maxLength={REQUEST_LIMITS.name}
          value={values.patientName}
          error={form.error('patientName')}
          onChange={(e) => set('patientName')(e.target.value)}
        />
        <FormField
          label={t.patientEmail}
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
          label={t.phoneNumber}
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={REQUEST_LIMITS.phone}
          hint={t.phoneHint}
          value={values.phoneNumber}
          error={form.error('phoneNumber')}
          onChange={(e) => set('phoneNumber')(e.target.value)}
        />
        <FormField
          label={t.appointmentDate}
          type="date"
          name="appointmentDate"
          required
          min={now ? clinicToday(now) : undefined}
          max={now ? latestAppointmentDate(now) : undefined}
          value={values.appointmentDate}
          error={form.error('appointmentDate')}
          onChange={(e) => set('appointmentDate')(e.target.value)}
        />
        <PurposeNote>{t.appointmentPurpose}</PurposeNote>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t.sending : t.requestAppointment}
        </button>
      </AppForm>
      <p className="form-text mt-3">{withElements(t.preferToTalk(slot(0)), [<a href={clinic.phoneHref}>{clinic.phone}</a>])}</p>
    </>
  );
}
