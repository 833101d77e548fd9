import { Link } from 'react-router-dom';
import { componentMessages } from '../../components/messages';
import { PageMeta } from '../../components/PageMeta';
import { useFixedPage } from '../../components/useFixedPage';
import { clinic } from '../../config/clinic';
import { PRIVACY_NOTICE_VERSION, REQUEST_RETENTION_MONTHS } from '../../config/privacy';
import { paths } from '../../config/routes';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatDate } from '../../lib/dates';
import { privacyMessages } from './messages';
import { messageWithElements } from '../../i18n/withElements';

/**
 * The privacy notice (DPDP Act 2023): what each form and the account collect, why, where it is
 * kept, for how long, who sees it, the person's rights and the grievance contact, and the messages
 * about a booking (issue 45; docs/privacy.md, "Messages about a booking"). Plain words; a change
 * here (or in messages.ts) changes PRIVACY_NOTICE_VERSION, which every request stores.
 */
export default function PrivacyPage() {
  const t = useMessages(privacyMessages);
  const { openMap } = useMessages(componentMessages);
  const intlLocale = useIntlLocale();
  const { grievance } = clinic;
  const rows = [
    { where: <Link to={paths.appointment}>{t.appointmentRow}</Link>, what: t.appointmentWhat, why: t.appointmentWhy },
    { where: <Link to={paths.appointment}>{t.bookingRow}</Link>, what: t.bookingWhat, why: t.bookingWhy },
    { where: <Link to={paths.contact}>{t.contactRow}</Link>, what: t.contactWhat, why: t.contactWhy },
    { where: <Link to={paths.register}>{t.accountRow}</Link>, what: t.accountWhat, why: t.accountWhy },
    { where: t.commentsRow, what: t.commentsWhat, why: t.commentsWhy },
    { where: t.messagesRow, what: t.messagesWhat, why: t.messagesWhy },
  ];
  return (
    <section className="section" aria-labelledby="privacy-heading">
      <PageMeta {...useFixedPage('privacy')} />
      <div className="container notice">
        <h1 id="privacy-heading">{t.heading}</h1>
        <p className="lead">{t.lead(clinic.name)}</p>
        <p className="text-body-secondary">{t.version(formatDate(new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00+05:30`), intlLocale))}</p>

        <h2>{t.collectHeading}</h2>
        <table className="notice-table">
          <caption className="visually-hidden">{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.where}</th>
              <th scope="col">{t.what}</th>
              <th scope="col">{t.why}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.what}>
                <th scope="row">{row.where}</th>
                <td>{row.what}</td>
                <td>{row.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t.collectNote}</p>

        <h3 id="booking-messages">{t.messagesHeading}</h3>
        <p>{t.messagesSent}</p>
        <ul>
          <li>{t.messagesEmail}</li>
          <li>{t.messagesWhatsApp}</li>
          <li>{t.messagesStop}</li>
        </ul>

        <h2>{t.keptHeading}</h2>
        <p>
          {messageWithElements((findUs) => t.kept(clinic.dataLocation, findUs, openMap), <Link to={paths.location}>{t.findUsLink}</Link>)}
        </p>

        <h2>{t.howLongHeading}</h2>
        <ul>
          <li>{t.keepRequests(REQUEST_RETENTION_MONTHS)}</li>
          <li>{t.keepBookings(REQUEST_RETENTION_MONTHS)}</li>
          <li>{t.keepAccount}</li>
          <li>{t.keepPhone}</li>
          <li>{t.keepMessages}</li>
        </ul>

        <h2>{t.seesHeading}</h2>
        <p>{t.sees}</p>

        <h2>{t.rightsHeading}</h2>
        <ul>
          <li>
            {messageWithElements(
              t.rightSee,
              <strong>{t.seeTitle}</strong>,
              <Link to={paths.myAccount}>{t.myAccountLink}</Link>,
              <Link to={paths.myRequests}>{t.myRequestsLink}</Link>,
            )}
          </li>
          <li>{messageWithElements(t.rightWithdraw, <strong>{t.withdrawTitle}</strong>)}</li>
          <li>{messageWithElements(t.rightNominate, <strong>{t.nominateTitle}</strong>)}</li>
          <li>{messageWithElements(t.rightComplain, <strong>{t.complainTitle}</strong>)}</li>
        </ul>

        <h2 id="grievance">{t.grievanceHeading}</h2>
        <address>
          {t.grievanceHeading}: {grievance.name}
          <br />
          {t.email}: <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
          <br />
          {t.phone}: <a href={`tel:${grievance.phone.replaceAll(' ', '')}`}>{grievance.phone}</a>
          <br />
          {clinic.name}, {clinic.address.street}, {clinic.address.district}, {clinic.address.city} {clinic.address.postalCode}
        </address>
      </div>
    </section>
  );
}
