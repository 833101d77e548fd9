// schema.org descriptions (JSON-LD) of what a page shows, for search engines, one module per kind
// (the clinic on every page: clinic.ts). One per module because a page's chunk carries whole
// modules: a doctor's page need not carry the post's or the FAQs' builder (npm run size).
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { paths } from '../../config/routes';
import { absoluteUrl } from '../../config/site';

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
