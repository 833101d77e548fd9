import type { BlogPosting, BreadcrumbList, FAQPage, Physician, WithContext } from 'schema-dts';
import { clinic } from '../config/clinic';
import { absoluteUrl } from '../config/site';
import { plainSummary } from './blogText';
import type { Blog, Doctor, Faq } from '../types';
import { CLINIC_ID, CLINIC_LOGO_PATH, postalAddress, schemaUrl } from './clinicJsonLd';
import { doctorPath, paths } from '../config/routes';

export { CLINIC_ID, clinicJsonLd } from './clinicJsonLd';

/**
 * schema.org descriptions (JSON-LD) of what a page shows, for search engines: the clinic on every
 * page, the doctors, the FAQs, a post and where a page sits in the blog. Built from the one set of
 * clinic facts (src/config/clinic.ts) and the page's own data; the JsonLd component renders them.
 */

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

/** The FAQs as shown, in the page's language (`locale`: its Intl tag, en-IN when left out). */
export function faqPageJsonLd(faqs: Array<Pick<Faq, 'title' | 'description'>>, locale = 'en-IN'): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.title,
      acceptedAnswer: { '@type': 'Answer', text: faq.description },
    })),
  };
}

/** One of the clinic's doctors named in another item: the same node as their page's Physician. */
function physicianReference(id: string, name: string): Physician {
  const url = absoluteUrl(doctorPath(id));
  return { '@type': 'Physician', '@id': `${url}#physician`, name, url };
}

/**
 * A post: published when it was first published, modified at its last save, by its doctor (a
 * Physician with their page; a post from before authors were doctors: a Person by name). Its page
 * carries the medical review: who reviewed it and on which day (schema.org puts both on the page).
 */
export function blogPostingJsonLd(
  blog: Blog,
  { path, image, locale = 'en-IN' }: { path: string; image: string; locale?: string },
): WithContext<BlogPosting> {
  const published = blog.publishedAt?.toISOString();
  const modified = blog.timestamp?.toISOString() ?? published;
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: {
      '@type': 'MedicalWebPage',
      '@id': url,
      url,
      ...(blog.reviewedAt && {
        reviewedBy: physicianReference(blog.reviewerId, blog.reviewerName),
        lastReviewed: blog.reviewedAt.toISOString().slice(0, 10),
      }),
    },
    headline: blog.title,
    inLanguage: locale,
    description: plainSummary(blog.description),
    image: absoluteUrl(image),
    articleSection: blog.category,
    ...(blog.tags.length > 0 && { keywords: blog.tags.join(', ') }),
    author: blog.authorId ? physicianReference(blog.authorId, blog.author) : { '@type': 'Person', name: blog.author },
    // The clinic, named with its logo here too: Google's Article check wants both on the publisher.
    publisher: {
      '@type': 'Organization',
      '@id': CLINIC_ID,
      name: clinic.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(CLINIC_LOGO_PATH) },
    },
    ...(published && { datePublished: published, dateModified: modified }),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The crumbs every blog page starts with. */
export const BLOG_CRUMBS: Crumb[] = [
  { name: 'Home', path: paths.root },
  { name: 'Blog', path: paths.blog },
];

/** Where a page sits: Home › Blog › … (the last crumb is the page itself). */
export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
