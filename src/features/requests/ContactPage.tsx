import { AppForm } from '../../components/AppForm';
import { toast } from '../../lib/toast';
import { FormField, TextAreaField } from '../../components/FormField';
import { ClinicAddress } from '../../components/ClinicAddress';
import { OpenStatus } from '../hours';
import { MapOnRequest } from '../../components/MapOnRequest';
import { PurposeNote } from '../../components/PurposeNote';
import { PageMeta } from '../../components/PageMeta';
import { useFixedPage } from '../../components/useFixedPage';
import { clinic } from '../../config/clinic';
import { REQUEST_LIMITS } from '../../config/limits';
import { isEmailShaped } from '../../lib/formChecks';
import type { FormProblems } from '../../lib/useFormCheck';
import { useMessages } from '../../i18n/messages';
import { specMessages, type SpecMessages } from '../../components/specMessages';
import { sendContactMail } from '../../services/mail';
import type { ContactInput } from '../../types';
import { HoneypotField } from './HoneypotField';
import { requestMessages, type RequestMessages } from './messages';
import { loadRequests, submitRequest } from './submitRequest';
import { useRequestForm } from './useRequestForm';
import { useRequestOwner } from './useRequestOwner';

const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

/** Every field is needed (the spec's toast), and an e-mail address must look like one. */
function validate(values: ContactInput, t: RequestMessages, m: SpecMessages): FormProblems<keyof ContactInput> {
  if (Object.values(values).some((value) => !value.trim())) return { fields: {}, toast: t.contactMissingFields };
  return isEmailShaped(values.email) ? { fields: {} } : { fields: { email: m.invalidEmail } };
}

export default function ContactPage() {
  const t = useMessages(requestMessages);
  const m = useMessages(specMessages);
  const owner = useRequestOwner();
  const form = useRequestForm({
    empty,
    validate: (values) => validate(values, t, m),
    send: (values) =>
      submitRequest(
        { kind: 'contact', store: (input) => loadRequests().then((r) => r.createContactMessage(input, owner)), mail: sendContactMail },
        values,
      ),
    what: 'contact message',
    failureMessage: t.contactFailure,
    onSent: () => toast.success(t.contactSuccess),
  });
  const { values, set, sending } = form;

  return (
    <section className="section" aria-labelledby="contact-heading">
      <PageMeta {...useFixedPage('contact')} />
      <div className="container">
        <div className="row g-5">
          <div className="col-12 col-lg-7">
            <h1 id="contact-heading">{t.contactHeading}</h1>
            <p className="lead">{t.contactLead}</p>
            <AppForm onSubmit={form.onSubmit} noValidate>
              <HoneypotField label={t.leaveEmpty} {...form.trap} />
              <div className="row">
                <div className="col-12 col-md-6">
                  <FormField
                    label={t.yourName}
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
                    label={t.yourEmail}
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
                label={t.subject}
                name="subject"
                required
                maxLength={REQUEST_LIMITS.subject}
                value={values.subject}
                onChange={(e) => set('subject')(e.target.value)}
              />
              <TextAreaField
                label={t.message}
                name="message"
                rows={6}
                required
                maxLength={REQUEST_LIMITS.message}
                value={values.message}
                onChange={(e) => set('message')(e.target.value)}
              />
              <p className="form-text">{t.notUrgent}</p>
              <PurposeNote>{t.contactPurpose}</PurposeNote>
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {sending ? t.sending : t.sendMessage}
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
                  {t.openInMaps}
                  <span className="visually-hidden">{` ${t.opensInNewTab}`}</span>
                </a>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
