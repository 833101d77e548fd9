// schema.org descriptions (JSON-LD) of what a page shows, for search engines, one module per kind
// (the clinic on every page: clinic.ts). One per module because a page's chunk carries whole
// modules: a doctor's page need not carry the post's or the FAQs' builder (npm run size).
import type { FAQPage, WithContext } from 'schema-dts';
import type { Faq } from '../../types';

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
