import { Link, useParams } from 'react-router-dom';
import { JsonLd } from '../../components/JsonLd';
import { PageMeta } from '../../components/PageMeta';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { clinic } from '../../config/clinic';
import { doctorPath, editDoctorPath, paths } from '../../config/routes';
import { physicianJsonLd } from '../../lib/structuredData';
import { useAsyncData } from '../../lib/useAsyncData';
import type { Doctor } from '../../types';
import { useSession } from '../auth';
import { DoctorPhoto } from './DoctorCard';
import { DoctorPosts } from './DoctorPosts';
import { DOCTORS_TAG, doctorRead, loadDoctorsModule } from './doctorReads';

/** The head of a doctor's page: who they are and where, in a line a search result can show. */
export function doctorMeta(doctor: Doctor) {
  const specialities = doctor.specialities.length > 0 ? `, ${doctor.specialities.join(', ')}` : '';
  return {
    title: doctor.name,
    description: `${doctor.name}, ${doctor.qualifications}${specialities}, at ${clinic.name}, ${clinic.address.district}, ${clinic.address.city}. Registration, languages and consulting hours.`,
    path: doctorPath(doctor.id),
    ...(doctor.photo ? { image: doctor.photo, imageAlt: doctor.photoAlt } : {}),
  };
}

/** `/doctors/{id}`: everything the clinic publishes about one doctor, and a way to book. */
export default function DoctorPage() {
  const { id = '' } = useParams();
  const { isAdmin } = useSession();
  const loaded = useAsyncData(doctorRead(id), async () => (await loadDoctorsModule()).getDoctor(id), [DOCTORS_TAG]);

  if (loaded.status !== 'ready' || !loaded.data) {
    const missing = loaded.status === 'ready';
    return (
      <section className="section" aria-labelledby="doctor-heading">
        <PageMeta title={missing ? 'Doctor not found' : 'Our Doctors'} noindex />
        <div className="container narrow">
          {loaded.status === 'loading' && <LoadingMessage label="Loading the doctor's profile…" />}
          {loaded.status === 'error' && <ErrorMessage>We could not load this profile just now. Please refresh the page.</ErrorMessage>}
          {missing && (
            <>
              <h1 id="doctor-heading">Doctor not found</h1>
              <p className="lead">We could not find this doctor. Their profile may have been removed.</p>
              <Link to={paths.doctors} className="btn btn-primary">
                See our doctors
              </Link>
            </>
          )}
        </div>
      </section>
    );
  }

  const doctor = loaded.data;
  return (
    <article className="section" aria-labelledby="doctor-heading">
      <PageMeta {...doctorMeta(doctor)} />
      <JsonLd data={physicianJsonLd(doctor)} />
      <div className="container narrow">
        <div className="row g-4 align-items-start">
          <div className="col-12 col-md-4">
            <DoctorPhoto doctor={doctor} size={280} priority="high" className="img-fluid rounded" />
          </div>
          <div className="col-12 col-md-8">
            <h1 id="doctor-heading">{doctor.name}</h1>
            <p className="lead">{doctor.qualifications}</p>
            <dl className="doctor-facts">
              <dt>Registration</dt>
              <dd>
                No. {doctor.registrationNumber}, {doctor.registrationCouncil}
              </dd>
              {doctor.specialities.length > 0 && (
                <>
                  <dt>Specialities</dt>
                  <dd>{doctor.specialities.join(', ')}</dd>
                </>
              )}
              {doctor.languages.length > 0 && (
                <>
                  <dt>Languages</dt>
                  <dd>{doctor.languages.join(', ')}</dd>
                </>
              )}
              {doctor.consultingHours && (
                <>
                  <dt>Consulting hours</dt>
                  <dd>{doctor.consultingHours}</dd>
                </>
              )}
            </dl>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <Link to={paths.appointment} className="btn btn-primary">
                Request an appointment
              </Link>
              <Link to={paths.doctors}>All our doctors</Link>
              {isAdmin && (
                <Link to={editDoctorPath(doctor.id)} className="btn btn-outline-primary btn-sm">
                  Edit this profile
                </Link>
              )}
            </div>
          </div>
        </div>
        {doctor.bio && (
          <section className="mt-4" aria-labelledby="doctor-about-heading">
            <h2 id="doctor-about-heading" className="h4">
              About {doctor.name}
            </h2>
            <p>{doctor.bio}</p>
          </section>
        )}
        <DoctorPosts doctor={doctor} />
      </div>
    </article>
  );
}
