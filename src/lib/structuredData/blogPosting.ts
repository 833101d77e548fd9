// schema.org descriptions (JSON-LD) of what a page shows, for search engines, one module per kind
// (the clinic on every page: clinic.ts). One per module because a page's chunk carries whole
// modules: a doctor's page need not carry the post's or the FAQs' builder (npm run size).
import type { BlogPosting, Physician, WithContext } from 'schema-dts';
import { clinic } from '../../config/clinic';
import { doctorPath } from '../../config/routes';
import { absoluteUrl } from '../../config/site';
import type { Blog } from '../../types';
import { plainSummary } from '../blogText';
import { CLINIC_ID, CLINIC_LOGO_PATH } from './clinic';

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
