/**
 * What search engines require of the structured data each page type carries (Google Search
 * Central's structured-data guidelines for LocalBusiness, FAQPage, Article and BreadcrumbList, plus
 * what the clinic asked for), checked on the parsed JSON-LD. Shared by the component and browser tests.
 */
type Node = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const isIsoDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);

/** Parses every JSON-LD script's text; a script that is not valid JSON fails the test that reads it. */
export function parseJsonLd(texts: string[]): Node[] {
  return texts.map((text) => JSON.parse(text) as Node);
}

function addressProblems(address: unknown, where: string): string[] {
  const a = (address ?? {}) as Node;
  return ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry']
    .filter((key) => !isText(a[key]))
    .map((key) => `${where}: address.${key} missing`);
}

const checks: Record<string, (node: Node) => string[]> = {
  MedicalClinic: (node) => [
    ...['name', 'telephone', 'email'].filter((key) => !isText(node[key])).map((key) => `MedicalClinic: ${key} missing`),
    ...(isAbsoluteUrl(node.url) ? [] : ['MedicalClinic: url is not absolute']),
    ...addressProblems(node.address, 'MedicalClinic'),
    ...(typeof (node.geo as Node | undefined)?.latitude === 'number' && typeof (node.geo as Node | undefined)?.longitude === 'number'
      ? []
      : ['MedicalClinic: geo missing']),
    ...(Array.isArray(node.openingHoursSpecification) &&
    node.openingHoursSpecification.length > 0 &&
    (node.openingHoursSpecification as Node[]).every((spec) => isText(spec.opens) && isText(spec.closes) && Array.isArray(spec.dayOfWeek))
      ? []
      : ['MedicalClinic: openingHoursSpecification missing']),
    ...(Array.isArray(node.sameAs) && node.sameAs.length === 4 && node.sameAs.every(isAbsoluteUrl)
      ? []
      : ['MedicalClinic: sameAs is not the four profiles']),
    ...(node.medicalSpecialty ? [] : ['MedicalClinic: medicalSpecialty missing']),
  ],
  Physician: (node) => [...(isText(node.name) ? [] : ['Physician: name missing']), ...addressProblems(node.address, 'Physician')],
  FAQPage: (node) => {
    const questions = node.mainEntity as Node[] | undefined;
    if (!Array.isArray(questions) || questions.length === 0) return ['FAQPage: no questions'];
    return questions.flatMap((q, i) =>
      q['@type'] === 'Question' &&
      isText(q.name) &&
      (q.acceptedAnswer as Node | undefined)?.['@type'] === 'Answer' &&
      isText((q.acceptedAnswer as Node).text)
        ? []
        : [`FAQPage: question ${i + 1} lacks a name or an answer`],
    );
  },
  BlogPosting: (node) => [
    ...(isText(node.headline) && (node.headline as string).length <= 110 ? [] : ['BlogPosting: headline missing or over 110 characters']),
    ...(isAbsoluteUrl(node.image) ? [] : ['BlogPosting: image is not an absolute URL']),
    ...(isText((node.author as Node | undefined)?.name) ? [] : ['BlogPosting: author.name missing']),
    ...(isIsoDate(node.datePublished) ? [] : ['BlogPosting: datePublished is not an ISO 8601 date-time']),
    ...(isIsoDate(node.dateModified) ? [] : ['BlogPosting: dateModified is not an ISO 8601 date-time']),
    // Google's Article check: the publisher is an Organization with a name and a logo's url.
    ...((node.publisher as Node | undefined)?.['@type'] === 'Organization' &&
    isText((node.publisher as Node).name) &&
    isAbsoluteUrl(((node.publisher as Node).logo as Node | undefined)?.url)
      ? []
      : ['BlogPosting: publisher is not an Organization with a name and a logo url']),
    // Google's Article check: an author's url leads to a page about them (the doctor's page).
    ...((node.author as Node | undefined)?.['@type'] === 'Physician' && !isAbsoluteUrl((node.author as Node).url)
      ? ['BlogPosting: the Physician author has no url']
      : []),
    ...reviewProblems(node.mainEntityOfPage as Node | undefined),
  ],
  BreadcrumbList: (node) => {
    const items = node.itemListElement as Node[] | undefined;
    if (!Array.isArray(items) || items.length < 2) return ['BreadcrumbList: fewer than two items'];
    return items.flatMap((item, i) =>
      item['@type'] === 'ListItem' && item.position === i + 1 && isText(item.name) && isAbsoluteUrl(item.item)
        ? []
        : [`BreadcrumbList: item ${i + 1} is incomplete`],
    );
  },
};

/** A medical review is a Physician with a url and a calendar date, both or neither. */
function reviewProblems(page: Node | undefined): string[] {
  if (!page || (page.reviewedBy === undefined && page.lastReviewed === undefined)) return [];
  const reviewer = page.reviewedBy as Node | undefined;
  return reviewer?.['@type'] === 'Physician' &&
    isText(reviewer.name) &&
    isAbsoluteUrl(reviewer.url) &&
    /^\d{4}-\d{2}-\d{2}$/.test(String(page.lastReviewed))
    ? []
    : ['BlogPosting: the page’s review lacks its Physician (with name and url) or its lastReviewed date'];
}

/** Problems with the nodes (empty when all is well), and which types they are. */
export function structuredDataReport(nodes: Node[]): { types: string[]; problems: string[] } {
  const problems = nodes.flatMap((node) => [
    ...(node['@context'] === 'https://schema.org' ? [] : [`${String(node['@type'])}: @context is not https://schema.org`]),
    ...(checks[node['@type'] as string]?.(node) ?? [`${String(node['@type'])}: not a type this site describes`]),
  ]);
  return { types: nodes.map((node) => node['@type'] as string).sort(), problems };
}
