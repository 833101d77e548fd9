import type { Thing, WithContext } from 'schema-dts';

/**
 * JSON as a script's text: `<` is escaped so that no value (a post's title, say) can close the
 * script element; U+2028 and U+2029 so that the text is also valid JavaScript.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A schema.org description (src/lib/structuredData/) in the page, where search engines read it. Never executed. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
