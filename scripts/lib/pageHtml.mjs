// Edits of a built page's HTML shared by the build (scripts/build.mjs) and the post pages
// (scripts/lib/contentPages.mjs).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './run.mjs';

const TITLE = /\s*<title>[^<]*<\/title>/;
/** PageMeta's tags (src/lib/pageHead.ts marks them): the shell's default description, or a page's head. */
const PAGE_META = /\s*<(?:meta|link)\b[^>]*\bdata-page-meta\b[^>]*>/g;

/** The page without its <title> and PageMeta tags, ready for another page's head. */
export const withoutPageHead = (html) => html.replace(TITLE, '').replace(PAGE_META, '');

/** Structured data added to a page's head (PageMeta's too: src/lib/pageHead.ts marks it). */
const HEAD_STRUCTURED_DATA = /\s*<script type="application\/ld\+json" data-page-meta>[^<]*<\/script>/g;

export const withoutStructuredData = (html) => html.replace(HEAD_STRUCTURED_DATA, '');

/** Adds `lines` at the end of the <head>. */
export const appendToHead = (html, lines) => html.replace('</head>', `  ${lines.filter(Boolean).join('\n    ')}\n  </head>`);

/** The server-side build of src/prerender.tsx for a mode (scripts/build.mjs writes it). */
export const prerenderBundle = (mode) => join(repoRoot, 'node_modules/.prerender', mode, 'prerender.js');

export const loadPrerender = (mode) => import(pathToFileURL(prerenderBundle(mode)).href);
