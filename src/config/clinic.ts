import type { ClinicHours } from '../types';

/**
 * Clinic facts, in one place. Replace these with the clinic's confirmed details before launch;
 * every page, the footer and the map read them from here.
 */
export const clinic = {
  name: 'Sanjeevani Integrative Clinic',
  shortName: 'Sanjeevani',
  tagline: 'We Help Patients Live a Healthy Quality Life',
  address: {
    street: '42, 2nd Cross Road, 5th Block',
    district: 'Koramangala',
    city: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560095',
    country: 'India',
  },
  phone: '+91 80 4123 5678',
  /** The same number in the form tel: links need. */
  phoneHref: 'tel:+918041235678',
  email: 'care@sanjeevani-clinic.example',
  /** The front desk's WhatsApp number, digits only with the country code, as wa.me links want it. */
  whatsApp: '918041235678',
  /**
   * The clinic's time zone: "open now", today's date on the appointment form and the rules'
   * check of that date all go by it, wherever the visitor is. India keeps no daylight saving, so
   * firestore.rules can add a fixed five and a half hours to the server's UTC time.
   */
  timeZone: 'Asia/Kolkata',
  /**
   * The hours shown until an admin saves the clinic's own (Admin → Opening Hours, stored in
   * Firestore as clinic/hours; the seed writes these).
   */
  defaultHours: {
    weekly: {
      monday: { opens: '09:00', closes: '19:00' },
      tuesday: { opens: '09:00', closes: '19:00' },
      wednesday: { opens: '09:00', closes: '19:00' },
      thursday: { opens: '09:00', closes: '19:00' },
      friday: { opens: '09:00', closes: '19:00' },
      saturday: { opens: '09:00', closes: '19:00' },
      sunday: null,
    },
    closures: [],
  } satisfies ClinicHours as ClinicHours,
  /** The address's position, for maps and local search (WGS 84). */
  geo: { latitude: 12.9352, longitude: 77.6245 },
  /** ISO 3166-1 code of address.country, as structured data wants it. */
  countryCode: 'IN',
  /** What the clinic practises, as schema.org names medical specialties. */
  medicalSpecialties: ['PrimaryCare', 'Physiotherapy'],
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/sanjeevani.clinic' },
    { name: 'Instagram', href: 'https://www.instagram.com/sanjeevani.clinic' },
    { name: 'WhatsApp', href: 'https://wa.me/918041235678' }, // clinic.whatsApp
    { name: 'YouTube', href: 'https://www.youtube.com/@sanjeevani.clinic' },
  ],
  /**
   * The grievance contact of the privacy notice (DPDP Act 2023, s. 8(10) and 13). The clinic
   * must name a real person and address before launch.
   */
  grievance: {
    title: 'Grievance Officer',
    name: 'To be named by the clinic before launch',
    email: 'privacy@sanjeevani-clinic.example',
    phone: '+91 80 4123 5678',
  },
  /**
   * Where the Firebase project keeps its data, as the privacy notice says it: set this to the
   * project's Firestore location (Firebase console → Firestore → Settings) before launch.
   */
  dataLocation: 'Google Cloud, Mumbai region (asia-south1), India',
  /** Google Maps embed of the address; allowed by the CSP's frame-src. */
  mapEmbedUrl: 'https://www.google.com/maps?q=5th+Block+Koramangala+Bengaluru+560095&output=embed',
  mapLinkUrl: 'https://www.google.com/maps/search/?api=1&query=5th+Block+Koramangala+Bengaluru+560095',
} as const;

export type SocialName = (typeof clinic.socials)[number]['name'];

export function formatAddressLines(): string[] {
  const { street, district, city, postalCode, region } = clinic.address;
  return [street, `${district}, ${city} ${postalCode}`, region];
}
