import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { getDoctor } from '@services/doctors';
import { callSupported } from '@services/videoCall';
import { getCallVisit } from '@services/videoVisits';
import { PageMeta } from '../../components/PageMeta';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { clinic } from '../../config/clinic';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import { isCallable, joinMoment, joinWindow } from '../../lib/joinWindow';
import { clinicMoment, formatTime } from '../../lib/openingHours';
import { useAsyncData } from '../../lib/useAsyncData';
import { useNow } from '../../lib/useBrowserState';
import type { Booking, Doctor, SessionUser } from '../../types';
import { SignedInOnly } from '../auth';
import { CallRoom } from './CallRoom';
import { videoMessages } from './messages';
import { PreJoinForm } from './PreJoinForm';

/** An instant in the clinic's calendar and clock, in the page's language. */
function useClinicWhen(): (at: Date) => string {
  const locale = useIntlLocale();
  return (at) => {
    const moment = clinicMoment(at);
    const hh = String(Math.floor(moment.minutes / 60)).padStart(2, '0');
    const mm = String(moment.minutes % 60).padStart(2, '0');
    return `${formatCalendarDay(moment.date, locale)}, ${formatTime(`${hh}:${mm}`)}`;
  };
}

/** The visit's doctor, as the patient sees them throughout: name, registration and council. */
function VisitHeader({ booking, doctor }: { booking: Booking; doctor: Doctor | null }) {
  const t = useMessages(videoMessages);
  const when = useClinicWhen();
  const name = doctor?.name ?? booking.doctorName;
  return (
    <header className="mb-3">
      <h1 id="video-visit-heading" className="h3">
        {t.heading(name)}
      </h1>
      <p className="mb-1">{t.when(when(booking.startsAt), booking.minutes)}</p>
      {doctor && <p className="mb-1 fw-semibold">{t.doctorLine(doctor.name, doctor.registrationNumber, doctor.registrationCouncil)}</p>}
      <p className="small text-body-secondary mb-0">{t.patientLine(booking.consult?.patientName || booking.patientName)}</p>
    </header>
  );
}

function VideoVisit({ id, user }: { id: string; user: SessionUser }) {
  const t = useMessages(videoMessages);
  const when = useClinicWhen();
  const now = useNow();
  const [consented, setConsented] = useState(false);
  const data = useAsyncData(`video-visit:${id}:${user.uid}`, async () => {
    const booking = await getCallVisit(id, user.doctorId !== '');
    return { booking, doctor: booking ? await getDoctor(booking.doctorId) : null };
  });

  if (data.status === 'loading' || now === null) return <LoadingMessage label={t.loading} />;
  if (data.status === 'error') return <ErrorMessage>{t.loadFailed}</ErrorMessage>;
  const { booking, doctor } = data.data;
  if (!booking) {
    return (
      <>
        <h1 id="video-visit-heading" className="h3">
          {t.pageTitle}
        </h1>
        <ErrorMessage>{t.notYours(clinic.phone)}</ErrorMessage>
      </>
    );
  }

  const side = booking.uid === user.uid ? 'patient' : 'doctor';
  const moment = joinMoment(booking, now);
  const body = () => {
    if (booking.visit !== 'video') return <p className="lead">{t.notVideo}</p>;
    if (!isCallable(booking)) return <p className="lead">{t.notBooked}</p>;
    if (moment === 'before') return <p className="lead">{t.opensAt(when(joinWindow(booking).opensAt))}</p>;
    if (moment === 'after') return <p className="lead">{t.closed(clinic.phone)}</p>;
    if (side === 'patient' && !booking.consult?.consentAt && !consented)
      return <PreJoinForm booking={booking} onConsented={() => setConsented(true)} />;
    if (!callSupported) return <p className="alert alert-info">{t.demoOnly}</p>;
    const otherName = side === 'patient' ? (doctor?.name ?? booking.doctorName) : booking.consult?.patientName || booking.patientName;
    // Consenting here stamped the first join with it.
    const visit = consented ? { ...booking, consult: { ...booking.consult!, patientJoinedAt: now } } : booking;
    return <CallRoom booking={visit} side={side} otherName={otherName} />;
  };

  return (
    <>
      <VisitHeader booking={booking} doctor={doctor} />
      {body()}
    </>
  );
}

/** /visit/:id: a video visit's call, for its patient and its doctor (signed in). */
export default function VideoVisitPage() {
  const t = useMessages(videoMessages);
  const { id = '' } = useParams();
  return (
    <SignedInOnly title={t.pageTitle}>
      {(user) => (
        <section className="section" aria-labelledby="video-visit-heading">
          <PageMeta title={t.pageTitle} noindex />
          <div className="container">
            <VideoVisit id={id} user={user} />
          </div>
        </section>
      )}
    </SignedInOnly>
  );
}
