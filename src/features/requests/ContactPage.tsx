import { AppForm } from '../../components/AppForm';
import { toast } from '../../lib/toast';
import { FormField, TextAreaField } from '../../components/FormField';
import { ClinicAddress } from '../../components/ClinicAddress';
import { OpenStatus } from '../hours';
import { MapOnRequest } from '../../components/MapOnRequest';
import { PurposeNote } from '../../components/PurposeNote';
import { PageMeta, useFixedPage } from '../../components/PageMeta';
import { clinic } from '../../config/clinic';
import { REQUEST_LIMITS } from '../../config/limits';
import { isEmailShaped } from '../../lib/formChecks';
import type { FormProblems } from '../../lib/useFormCheck';
import { messages } from '../../messages';
import { sendContactMail } from '../../services/mail';
import type { ContactInput } from '../../types';
import { HoneypotField } from './HoneypotField';
import { loadRequests, submitRequest } from './submitRequest';
import { useRequestForm } from './useRequestForm';
import { useRequestOwner } from './useRequestOwner';

const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

/** Every field is needed (the spec's toast), and an e-mail address must look like one. */
function validate(values: ContactInput): FormProblems<keyof ContactInput> {
  if (Object.values(values).some((value) => !value.trim())) return { fields: {}, toast: messages.contactMissingFields };
  return isEmailShaped(values.email) ? { fields: {} } : { fields: { email: messages.invalidEmail } };
}

export default function ContactPage() {
  const owner = useRequestOwner();
  const form = useRequestForm({
    empty,
    validate,
    send: (values) =>
      submitRequest(
        { kind: 'contact', store: (input) => loadRequests().then((r) => r.createContactMessage(input, owner)), mail: sendContactMail },
        values,
      ),
    what: 'contact message',
    failureMessage: messages.contactFailure,
    onSent: () => toast.success(messages.contactSuccess),
  });
  const { values, set, sending } = form;

  return (
    <section className="section" aria-labelledby="contact-heading">
      <PageMeta {...useFixedPage('contact')} />
      <div className="container">
        <div className="row g-5">
          <div className="col-12 col-lg-7">
            <h1 id="contact-heading">Send us a message</h1>
            <p className="lead">
              Questions about a treatment, a bill or a report? Write to us and the front desk will reply within a working day.
            </p>
            <AppForm onSubmit={form.onSubmit} noValidate>
              <HoneypotField {...form.trap} />
              <div className="row">
                <div className="col-12 col-md-6">
                  <FormField
                    label="Your name"
                    name="name"
                    autoComplete="name"
                    required
                    maxLength={REQUEST_LIMITS.name}
                    value={values.name}
                    onChange={(e) => set('name')(e.target.value)}
                  />
                </div>
                <div className="col-12 col-md-6">
                  <FormField
                    label="Your e-mail"
                    type="email"
                    name="email"
                    autoComplete="email"
                    required
                    maxLength={REQUEST_LIMITS.email}
                    value={values.email}
                    error={form.error('email')}
                    onChange={(e) => set('email')(e.target.value)}
                  />
                </div>
              </div>
              <FormField
                label="Subject"
                name="subject"
                required
                maxLength={REQUEST_LIMITS.subject}
                value={values.subject}
                onChange={(e) => set('subject')(e.target.value)}
              />
              <TextAreaField
                label="Message"
                name="message"
                rows={6}
                required
                maxLength={REQUEST_LIMITS.message}
                value={values.message}
                onChange={(e) => set('message')(e.target.value)}
              />
              <p className="form-text">
                Please do not send urgent medical questions here. In an emergency, call 112 or go to the nearest hospital.
              </p>
              <PurposeNote>We use these details only to answer your message.</PurposeNote>
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {sending ? 'Sending…' : 'Send message'}
              </button>
            </AppForm>
          </div>
          <div className="col-12 col-lg-5">
            <div className="card">
              <div className="card-body">
                <h2 className="h5">{clinic.name}</h2>
                <OpenStatus className="mb-2" />
                <ClinicAddress className="mb-3" />
                <MapOnRequest />
                <a className="d-inline-block mt-2" href={clinic.mapLinkUrl} target="_blank" rel="noopener noreferrer">
                  Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
