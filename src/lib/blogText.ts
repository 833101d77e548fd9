/**
 * Blog text helpers shared by the service modules, their demo twins, the emulator seed and the
 * pages: search keywords, search words and the list's excerpt.
 */

/**
 * Lower-case words: apostrophes dropped ("women's" -> "womens"), split on anything not a letter,
 * a combining mark or a digit. Kannada and Devanagari write vowel signs and the virama as marks
 * (ಜ್ವರ, बुख़ार), so they belong to the word; the joiners (ZWJ, ZWNJ) that only change how a
 * conjunct is drawn are dropped, and the text is NFC, so a search typed on another keyboard matches.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/['’\u200c\u200d]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The longest keyword kept (the rules refuse longer ones); no real search word comes close. */
export const KEYWORD_MAX_LENGTH = 40;
/** At most this many keywords per post (the rules refuse more). */
export const KEYWORDS_MAX_COUNT = 100;

/**
 * Every word of the title (and of its Kannada and Hindi titles) and of each tag, plus each whole
 * tag: what a search can match, in any of the site's languages.
 */
export function blogKeywords(title: string, tags: string[], translatedTitles: string[] = []): string[] {
  const keywords = new Set([title, ...translatedTitles].flatMap(words));
  for (const tag of tags) {
    const tagWords = words(tag);
    tagWords.forEach((w) => keywords.add(w));
    if (tagWords.length > 1) keywords.add(tagWords.join(' '));
  }
  return [...keywords].filter((k) => k.length <= KEYWORD_MAX_LENGTH).slice(0, KEYWORDS_MAX_COUNT);
}

// Words a patient types around what they look for ("what is dengue"): not worth requiring.
const FILLER = new Set([
  'a',
  'an',
  'and',
  'are',
  'can',
  'do',
  'does',
  'for',
  'how',
  'i',
  'in',
  'is',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'why',
  'with',
]);

/** The words a search requires: every word of the term except filler (unless that is all it has). */
export function searchWords(term: string): string[] {
  const all = [...new Set(words(term))];
  const meaningful = all.filter((w) => !FILLER.has(w));
  return (meaningful.length > 0 ? meaningful : all).slice(0, 10);
}

/** True when the blog's title and tags contain every search word (whole words, any case). */
export function matchesSearch(keywords: readonly string[], required: readonly string[]): boolean {
  return required.length > 0 && required.every((w) => keywords.includes(w));
}

/** The list's preview: the first `length` characters followed by ' ... ' when cut. */
export function excerpt(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length).join('')} ... `;
}

/**
 * A post's Markdown as plain text, for the card's excerpt and the meta description: markers of
 * headings, quotes, lists, emphasis and code dropped, links and images reduced to their text.
 * Plain text without Markdown comes back as it was.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]{0,3}(#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, '')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(\*|_)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
}

/** The first words of a text on one line, cut at a word before `length` characters: a post's meta description. */
export function plainSummary(markdown: string, length = 155): string {
  const oneLine = markdownToPlainText(markdown).replace(/\s+/g, ' ').trim();
  if (oneLine.length <= length) return oneLine;
  const cut = oneLine.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?–—-]+$/, '')}…`;
}

/** A tag as stored: trimmed, inner spaces folded, lower case. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Reading speed for "4 min read": 200 words a minute, a careful reader of health advice. */
export const READING_WORDS_PER_MINUTE = 200;

/** Whole minutes to read a post's plain text (markdownToPlainText), at least 1. */
export function readingMinutes(plainText: string): number {
  const count = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(count / READING_WORDS_PER_MINUTE));
}
