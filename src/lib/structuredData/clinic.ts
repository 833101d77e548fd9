import type { MedicalClinic, PostalAddress, WithContext } from 'schema-dts';
import { clinic } from '../../config/clinic';
import { paths } from '../../config/routes';
import { absoluteUrl, siteOrigin } from '../../config/site';
import { DEFAULT_SHARE_IMAGE } from '../pageHead';
import type { ClinicHours } from '../../types';
import { weekdayName, weeklyGroups } from '../weekdays';

// The clinic's description, which every page carries (the layout renders it): apart from the
// other descriptions (the other modules here), so that a page without a post, a doctor or the FAQs
// does not load their code.

/** The clinic's node id: the other descriptions point at it rather than repeating it. */
export const CLINIC_ID = `${siteOrigin}/#clinic`;

export const CLINIC_LOGO_PATH = '/favicon.svg';

export const schemaUrl = <T extends string>(name: T) => `https://schema.org/${name}` as const;

export function postalAddress(): PostalAddress {
  const { street, district, city, region, postalCode } = clinic.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: `${street}, ${district}`,
    addressLocality: city,
    addressRegion: region,
    postalCode,
    addressCountry: clinic.countryCode,
  };
}

/**
 * The clinic, with its opening hours as the clinic keeps them: each group of days with the same
 * times, and each closure as a special opening of 00:00 to 00:00 (closed all day, as Google reads
 * it) on that date.
 */
export function clinicJsonLd(hours: ClinicHours): WithContext<MedicalClinic> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': CLINIC_ID,
    name: clinic.name,
    slogan: clinic.tagline,
    url: absoluteUrl(paths.root),
    logo: absoluteUrl(CLINIC_LOGO_PATH),
    image: absoluteUrl(DEFAULT_SHARE_IMAGE.path),
    telephone: clinic.phone,
    email: clinic.email,
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
    hasMap: clinic.mapLinkUrl,
    openingHoursSpecification: weeklyGroups(hours).map(({ days, times }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => schemaUrl(weekdayName(day))),
      opens: times.opens,
      closes: times.closes,
    })),
    ...(hours.closures.length > 0
      ? {
          specialOpeningHoursSpecification: hours.closures.map(({ date, reason }) => ({
            '@type': 'OpeningHoursSpecification',
            name: reason,
            validFrom: date,
            validThrough: date,
            opens: '00:00',
            closes: '00:00',
          })),
        }
      : {}),
    medicalSpecialty: clinic.medicalSpecialties.map((specialty) => schemaUrl(specialty)),
    sameAs: clinic.socials.map((social) => social.href),
  };
}
