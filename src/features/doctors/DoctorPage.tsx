import { Link, useParams } from 'react-router-dom';
import { JsonLd } from '../../components/JsonLd';
import { PageMeta } from '../../components/PageMeta';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { clinic } from '../../config/clinic';
import { doctorPath, editDoctorPath, paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { physicianJsonLd } from '../../lib/structuredData/physician';
import { useAsyncData } from '../../lib/useAsyncData';
import type { Doctor } from '../../types';
import { IfCan, useSession } from '../auth';
import { DoctorPhoto } from './DoctorCard';
import { profileLanguages, useDoctorInLanguage, useEnglishOnlyLang } from './doctorLanguage';
import { DoctorPosts } from './DoctorPosts';
import { DOCTORS_TAG, doctorRead, loadDoctorsModule } from './doctorReads';
import { NotTranslated } from '../../components/NotTranslated';
import { doctorMessages, type DoctorMessages } from './messages';

/** The head of a doctor's page: who they are and where, in a line a search result can show (in the language of `t`). */
export function doctorMeta(doctor: Doctor, t: DoctorMessages = doctorMessages.en) {
  const specialities = doctor.specialities.length > 0 ? `, ${doctor.specialities.join(', ')}` : '';
  return {
    title: doctor.name,
    description: t.metaDescription(
      `${doctor.name}, ${doctor.qualifications}${specialities}`,
      `${clinic.name}, ${clinic.address.district}, ${clinic.address.city}`,
    ),
    path: doctorPath(doctor.id),
    ...(doctor.photo ? { image: doctor.photo, imageAlt: doctor.photoAlt } : {}),
  };
}

/** `/doctors/{id}`: everything the clinic publishes about one doctor, and a way to book. */
export default function DoctorPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const t = useMessages(doctorMessages);
  const loaded = useAsyncData(doctorRead(id), async () => (await loadDoctorsModule()).getDoctor(id), [DOCTORS_TAG]);

  if (loaded.status !== 'ready' || !loaded.data) {
    const missing = loaded.status === 'ready';
    return (
      <section className="section" aria-labelledby="doctor-heading">
        <PageMeta title={missing ? t.notFound : t.pageTitle} noindex />
        <div className="container narrow">
          {loaded.status === 'loading' && <LoadingMessage label={t.profileLoading} />}
          {loaded.status === 'error' && <ErrorMessage>{t.profileFailed}</ErrorMessage>}
          {missing && (
            <>
              <h1 id="doctor-heading">{t.notFound}</h1>
              <p className="lead">{t.notFoundLead}</p>
              <Link to={paths.doctors} className="btn btn-primary">
                {t.seeOurDoctors}
              </Link>
            </>
          )}
        </div>
      </section>
    );
  }

  return <DoctorProfile doctor={loaded.data} own={session.doctorId === loaded.data.id} />;
}

/** A doctor's profile in the page's language, or in English marked "Not yet translated". */
function DoctorProfile({ doctor: english, own }: { doctor: Doctor; own: boolean }) {
  const t = useMessages(doctorMessages);
  const englishOnly = useEnglishOnlyLang();
  const { shown: doctor, translated, lang } = useDoctorInLanguage(english);
  return (
    <article className="section" aria-labelledby="doctor-heading">
      {/* A version not yet translated stays out of search results; the others name each other. */}
      <PageMeta {...doctorMeta(doctor, t)} noindex={!translated} languages={profileLanguages(english)} />
      <JsonLd data={physicianJsonLd(doctor)} />
      <div className="container narrow">
        <div className="row g-4 align-items-start">
          <div className="col-12 col-md-4">
            <DoctorPhoto doctor={doctor} size={280} priority="high" className="img-fluid rounded" />
          </div>
          <div className="col-12 col-md-8">
            <h1 id="doctor-heading">{doctor.name}</h1>
            <p className="lead" lang={englishOnly}>
              {doctor.qualifications}
            </p>
            {!translated && <NotTranslated className="mb-2" />}
            <dl className="doctor-facts">
              <dt>{t.registration}</dt>
              <dd>{t.registrationNumber(doctor.registrationNumber, doctor.registrationCouncil)}</dd>
              {doctor.specialities.length > 0 && (
                <>
                  <dt>{t.specialities}</dt>
                  <dd lang={lang}>{doctor.specialities.join(', ')}</dd>
                </>
              )}
              {doctor.languages.length > 0 && (
                <>
                  <dt>{t.languages}</dt>
                  <dd lang={lang}>{doctor.languages.join(', ')}</dd>
                </>
              )}
              {doctor.consultingHours && (
                <>
                  <dt>{t.consultingHours}</dt>
                  <dd lang={lang}>{doctor.consultingHours}</dd>
                </>
              )}
            </dl>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <Link to={paths.appointment} className="btn btn-primary">
                {t.requestAppointment}
              </Link>
              <Link to={paths.doctors}>{t.allDoctors}</Link>
              {/* The content roles edit any profile; a doctor their own. */}
              <IfCan anyOf={own ? ['editContent', 'ownProfile'] : ['editContent']}>
                <Link to={editDoctorPath(doctor.id)} className="btn btn-outline-primary btn-sm">
                  {t.editProfile}
                </Link>
              </IfCan>
            </div>
          </div>
        </div>
        {doctor.bio && (
          <section className="mt-4" aria-labelledby="doctor-about-heading">
            <h2 id="doctor-about-heading" className="h4">
              {t.about(doctor.name)}
            </h2>
            <p lang={lang}>{doctor.bio}</p>
          </section>
        )}
        <DoctorPosts doctor={doctor} />
      </div>
    </article>
  );
}
