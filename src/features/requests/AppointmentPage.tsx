import { useState, type FormEvent } from 'react';
import { AppForm } from '../../components/AppForm';
import { toast } from '../../lib/toast';
import { createAppointmentRequest } from '@services/requests';
import { FormField } from '../../components/FormField';
import { CardPage } from '../../components/CardPage';
import { fixedPages } from '../../config/pages';
import { clinic } from '../../config/clinic';
import { APPOINTMENT_TOAST_AUTOCLOSE_MS } from '../../config/constants';
import { REQUEST_LIMITS } from '../../config/limits';
import { appointmentDateProblem, isEmailShaped, isPhoneShaped, latestAppointmentDate, localIsoDate, trimFields } from '../../lib/formChecks';
import { messages } from '../../messages';
import { sendAppointmentMail } from '../../services/mail';
import type { AppointmentInput } from '../../types';
import { HoneypotField } from './HoneypotField';
import { useRequestGuard } from './requestGuard';
import { submitRequest } from './submitRequest';

const empty: AppointmentInput = { patientName: '', patientEmail: '', phoneNumber: '', appointmentDate: '' };
type Errors = Partial<Record<keyof AppointmentInput, string>>;

function validate(values: AppointmentInput): Errors {
  const errors: Errors = {};
  if (!values.patientName.trim()) errors.patientName = "Please enter the patient's name.";
  if (!values.patientEmail.trim()) errors.patientEmail = 'Please enter an e-mail address.';
  else if (!isEmailShaped(values.patientEmail)) errors.patientEmail = messages.invalidEmail;
  if (!values.phoneNumber.trim()) errors.phoneNumber = 'Please enter a phone number.';
  else if (!isPhoneShaped(values.phoneNumber)) errors.phoneNumber = 'Please enter a phone number of 7 to 15 digits, like 98450 12345 or +91 98450 12345.';
  const dateProblem = appointmentDateProblem(values.appointmentDate);
  if (dateProblem) errors.appointmentDate = dateProblem;
  return errors;
}

export default function AppointmentPage() {
  const [values, setValues] = useState<AppointmentInput>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const guard = useRequestGuard();
  const set = (field: keyof AppointmentInput) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setConfirmed(false);
    try {
      const outcome = await guard.submit(() =>
        submitRequest({ kind: 'appointment', store: createAppointmentRequest, mail: sendAppointmentMail }, trimFields(values)),
      );
      if (outcome.kind === 'wait') {
        toast.error(messages.requestTooSoon(outcome.seconds));
        return;
      }
      toast.success(messages.appointmentSuccess, { position: 'top-right', autoClose: APPOINTMENT_TOAST_AUTOCLOSE_MS });
      setValues(empty);
      setConfirmed(true);
    } catch (error) {
      console.error('Could not store the appointment request', error);
      toast.error(messages.appointmentFailure);
    } finally {
      setSending(false);
    }
  }

  return (
    <CardPage meta={fixedPages.appointment} heading="Doctor Appointment">
      <p>Tell us who the appointment is for and when suits you. The front desk will call to confirm the time.</p>
      {confirmed && (
        <p className="alert alert-success" role="status">
          Thank you. We have your request and will call you to confirm the time.
        </p>
      )}
      <AppForm onSubmit={onSubmit} noValidate>
        <HoneypotField value={guard.trap} onChange={guard.setTrap} />
        <FormField
          label="Patient name"
          name="patientName"
          autoComplete="name"
          required
          maxLength={REQUEST_LIMITS.name}
          value={values.patientName}
          error={errors.patientName}
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
          error={errors.patientEmail}
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
          error={errors.phoneNumber}
          onChange={(e) => set('phoneNumber')(e.target.value)}
        />
        <FormField
          label="Appointment date"
          type="date"
          name="appointmentDate"
          required
          min={localIsoDate()}
          max={latestAppointmentDate()}
          value={values.appointmentDate}
          error={errors.appointmentDate}
          onChange={(e) => set('appointmentDate')(e.target.value)}
        />
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
