import type { ReactNode } from 'react';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { slot, withElements } from '../../i18n/withElements';
import { formatDate } from '../../lib/dates';
import type { AppointmentRequest, ContactMessage } from '../../types';
import { inboxMessages } from './inboxMessages';

/** One appointment request: who, for which day, how to reach them; `footer` holds its status and actions. */
export function AppointmentCard({ request, footer }: { request: AppointmentRequest; footer: ReactNode }) {
  const t = useMessages(inboxMessages);
  const locale = useIntlLocale();
  return (
    <article className="card-body" aria-label={t.appointmentRequestFrom(request.patientName)}>
      <h3 className="h5 mb-1">{request.patientName}</h3>
      <p className="mb-1">
        {withElements(t.wantsAppointmentOn(slot(0)), [
          <strong>{formatDate(new Date(`${request.appointmentDate}T00:00:00`), locale)}</strong>,
        ])}
      </p>
      <p className="mb-0">
        <a href={`tel:${request.phoneNumber.replace(/[^\d+]/g, '')}`}>{request.phoneNumber}</a> ·{' '}
        <a href={`mailto:${request.patientEmail}`}>{request.patientEmail}</a>
      </p>
      {footer}
    </article>
  );
}

/** One contact message: its subject, sender and text; `footer` holds its status and actions. */
export function MessageCard({ message, footer }: { message: ContactMessage; footer: ReactNode }) {
  const t = useMessages(inboxMessages);
  return (
    <article className="card-body" aria-label={t.messageFrom(message.name, message.subject)}>
      <h3 className="h5 mb-1">{message.subject}</h3>
      <p className="mb-1">
        {t.from(message.name)} · <a href={`mailto:${message.email}`}>{message.email}</a>
      </p>
      <p className="comment-body mb-0">{message.message}</p>
      {footer}
    </article>
  );
}
