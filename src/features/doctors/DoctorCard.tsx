import { Link } from 'react-router-dom';
import { AdminEntryActions } from '../../components/AdminEntryActions';
import { doctorPath, editDoctorPath } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { reveal } from '../../lib/motion';
import type { Doctor } from '../../types';
import { slot, withElements } from '../../i18n/withElements';
import { NotTranslated } from '../../components/NotTranslated';
import { useDoctorInLanguage, useEnglishOnlyLang } from './doctorLanguage';
import { doctorMessages } from './messages';

/** Where no photo was uploaded: the bundled portrait art. */
export const DOCTOR_PHOTO_FALLBACK = '/images/doctors/doctor-1.svg';

/** `high`: the page's largest image; `auto`: above the fold; `lazy`: further down. */
export type PhotoPriority = 'high' | 'auto' | 'lazy';

export function DoctorPhoto({
  doctor,
  size,
  priority,
  className,
}: {
  doctor: Doctor;
  size: number;
  priority: PhotoPriority;
  className: string;
}) {
  return (
    <img
      src={doctor.photo || DOCTOR_PHOTO_FALLBACK}
      alt={doctor.photo ? doctor.photoAlt : ''}
      lang={useEnglishOnlyLang()}
      width={size}
      height={size}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={`doctor-photo ${className}`}
    />
  );
}

/** A doctor on the doctors' list: photo, name (to their page), qualifications, specialities and languages. */
export function DoctorCard({
  doctor,
  headingLevel,
  photoPriority,
  onDelete,
}: {
  doctor: Doctor;
  headingLevel: 2 | 3;
  photoPriority: PhotoPriority;
  onDelete?: () => void;
}) {
  const t = useMessages(doctorMessages);
  const englishOnly = useEnglishOnlyLang();
  const { shown, translated, lang } = useDoctorInLanguage(doctor);
  // One level below the section's heading: headings never skip a level.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card doctor-card h-100" {...reveal('fade-up')}>
      <DoctorPhoto doctor={doctor} size={320} priority={photoPriority} className="card-img-top" />
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <Heading className="h5 card-title">
            <Link to={doctorPath(doctor.id)}>{doctor.name}</Link>
          </Heading>
          {onDelete && <AdminEntryActions editTo={editDoctorPath(doctor.id)} name={t.entryName(doctor.name)} onDelete={onDelete} />}
        </div>
        <p className="mb-2 text-body-secondary" lang={englishOnly}>
          {doctor.qualifications}
        </p>
        {!translated && <NotTranslated className="mb-2" />}
        {shown.specialities.length > 0 && (
          <ul className="list-inline mb-2" aria-label={t.specialities} lang={lang}>
            {shown.specialities.map((speciality) => (
              <li key={speciality} className="list-inline-item badge text-bg-primary">
                {speciality}
              </li>
            ))}
          </ul>
        )}
        {shown.languages.length > 0 && (
          <p className="mb-0 small">{withElements(t.speaks(slot(0)), [<span lang={lang}>{shown.languages.join(', ')}</span>])}</p>
        )}
      </div>
    </article>
  );
}
