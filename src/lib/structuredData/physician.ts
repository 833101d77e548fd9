// schema.org descriptions (JSON-LD) of what a page shows, for search engines, one module per kind
// (the clinic on every page: clinic.ts). One per module because a page's chunk carries whole
// modules: a doctor's page need not carry the post's or the FAQs' builder (npm run size).
import type { Physician, WithContext } from 'schema-dts';
import { clinic } from '../../config/clinic';
import { doctorPath } from '../../config/routes';
import { absoluteUrl } from '../../config/site';
import type { Doctor } from '../../types';
import { CLINIC_ID, postalAddress, schemaUrl } from './clinic';

/**
 * A doctor as a Physician who practises at the clinic: their specialities, languages and their
 * registration (the council's name and number, as an identifier), at their own page.
 */
export function physicianJsonLd(doctor: Doctor): WithContext<Physician> {
  const path = doctorPath(doctor.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': `${absoluteUrl(path)}#physician`,
    name: doctor.name,
    url: absoluteUrl(path),
    ...(doctor.photo ? { image: absoluteUrl(doctor.photo) } : {}),
    ...(doctor.bio ? { description: doctor.bio } : {}),
    medicalSpecialty: clinic.medicalSpecialties.map((specialty) => schemaUrl(specialty)),
    knowsAbout: doctor.specialities,
    knowsLanguage: doctor.languages,
    identifier: {
      '@type': 'PropertyValue',
      propertyID: `${doctor.registrationCouncil} registration number`,
      value: doctor.registrationNumber,
    },
    hasCredential: { '@type': 'EducationalOccupationalCredential', name: doctor.qualifications },
    telephone: clinic.phone,
    address: postalAddress(),
    parentOrganization: { '@id': CLINIC_ID },
  };
}
