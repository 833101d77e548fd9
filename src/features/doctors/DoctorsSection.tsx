import { StarIcon } from '../../components/Icons';
import { reveal } from '../../lib/motion';
import type { Doctor } from '../../types';
import { doctors } from './doctors';

const numberFormat = new Intl.NumberFormat('en-IN');

function DoctorCard({ doctor }: { doctor: Doctor }) {
  return (
    <article className="card doctor-card h-100" {...reveal('fade-up')}>
      <img
        src={doctor.photo}
        alt={`Portrait of ${doctor.name}`}
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
        className="card-img-top doctor-photo"
      />
      <div className="card-body">
        <h3 className="h5 card-title">{doctor.name}</h3>
        <p className="d-flex align-items-center gap-2 mb-2">
          <span className="badge text-bg-primary">{doctor.specialty}</span>
          <span className="rating">
            <StarIcon width={16} height={16} className="text-warning" />
            <span aria-hidden="true">
              {doctor.avgRating} ({doctor.totalRating})
            </span>
            <span className="visually-hidden">
              Rated {doctor.avgRating} out of 5 from {doctor.totalRating} ratings
            </span>
          </span>
        </p>
        <p className="mb-0 text-body-secondary">
          +{numberFormat.format(doctor.totalPatients)} patients · {doctor.hospital}
        </p>
      </div>
    </article>
  );
}

/** 'Our Great Doctors' (the spec's 'Grate' corrected) with the two sample doctors. */
export function DoctorsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="section" aria-labelledby="doctors-heading">
      <div className="container">
        <div className="section-intro">
          <Heading id="doctors-heading">Our Great Doctors</Heading>
          <p>World-class care from physicians who listen, explain and plan your treatment with you.</p>
        </div>
        <ul className="row g-4 list-unstyled justify-content-center">
          {doctors.map((doctor) => (
            <li key={doctor.id} className="col-12 col-sm-6 col-lg-4">
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
