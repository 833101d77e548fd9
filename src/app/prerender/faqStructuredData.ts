// The FAQs' structured data for the home page's HTML, written at deploy (scripts/lib/contentPages.mjs;
// src/prerender.tsx re-exports it).
import { localeInfo, type Locale } from '../../config/locales';
import { jsonLdText } from '../../components/JsonLd';
import { PAGE_META_ATTRIBUTE } from '../../lib/pageHead';
import { faqPageJsonLd } from '../../lib/structuredData/faqPage';
import { titledEntriesIn } from '../../lib/contentLanguage';
import type { Faq } from '../../types';

/** The FAQs as an FAQPage for the home page's HTML, written at deploy (scripts/seo-content.mjs). */
export function faqStructuredDataHtml(faqs: Array<Pick<Faq, 'title' | 'description' | 'translations'>>, locale: Locale = 'en'): string {
  // A Kannada page describes the FAQs it shows in Kannada: those translated (the others are marked on the page).
  const shown = titledEntriesIn(faqs, locale);
  if (shown.length === 0) return '';
  return `<script type="application/ld+json" ${PAGE_META_ATTRIBUTE}>${jsonLdText(faqPageJsonLd(shown, localeInfo[locale].intl))}</script>`;
}
