import type { ReactNode } from 'react';
import { listAppointmentRequests, listContactMessages } from '@services/requests';
import { PageMeta } from '../../components/PageMeta';
import { useMessages } from '../../i18n/messages';
import type { AppointmentRequest, ContactMessage } from '../../types';
import { StaffOnly } from '../auth';
import { InboxFilters } from './InboxFilters';
import { appointmentWords, messageWords } from './inboxLabels';
import { inboxMessages } from './inboxMessages';
import { AppointmentCard, MessageCard } from './RequestCards';
import { RequestList } from './RequestList';
import { useInboxView } from './useInboxView';

const renderAppointment = (request: AppointmentRequest, footer: ReactNode) => <AppointmentCard request={request} footer={footer} />;
const renderMessage = (message: ContactMessage, footer: ReactNode) => <MessageCard message={message} footer={footer} />;

/** `/admin/requests`: appointment requests and contact messages side by side, one status at a time. */
export default function RequestsInboxPage() {
  const t = useMessages(inboxMessages);
  const [status, show] = useInboxView();

  return (
    <StaffOnly allow={['inbox']}>
      <section className="section" aria-labelledby="inbox-heading">
        <PageMeta title={t.title} noindex />
        <div className="container">
          <h1 id="inbox-heading">{t.title}</h1>
          <p className="lead">{t.lead}</p>
          <InboxFilters status={status} onShow={show} />
          <div className="row g-5">
            <section className="col-12 col-xl-6" aria-labelledby="inbox-appointments">
              <h2 id="inbox-appointments" className="h4">
                {t.appointmentRequests}
              </h2>
              <RequestList
                key={status}
                kind="appointment"
                status={status}
                load={listAppointmentRequests}
                words={appointmentWords(t)}
                render={renderAppointment}
              />
            </section>
            <section className="col-12 col-xl-6" aria-labelledby="inbox-messages">
              <h2 id="inbox-messages" className="h4">
                {t.contactMessages}
              </h2>
              <RequestList
                key={status}
                kind="contact"
                status={status}
                load={listContactMessages}
                words={messageWords(t)}
                render={renderMessage}
              />
            </section>
          </div>
        </div>
      </section>
    </StaffOnly>
  );
}
