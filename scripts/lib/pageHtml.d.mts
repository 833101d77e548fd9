// Types for the two helpers tests/build/pageHtml.test.ts calls (pageHtml.mjs is plain JavaScript).

/** The page in a language: its <html lang> and its <noscript> line. */
export function inLanguage(html: string, lang: string, noscript: string): string;

/** Adds `lines` at the end of the <head>. */
export function appendToHead(html: string, lines: Array<string | false | null | undefined>): string;
