import { describe, expect, it } from 'vitest';
import { appendToHead, inLanguage } from '../../scripts/lib/pageHtml.mjs';

const SHELL = '<html lang="en-IN"><head><title>Shell</title></head><body><noscript>On</noscript><div id="root"></div></body></html>';

describe('the deploy step writing content into a page', () => {
  it("keeps an admin's $&, $' and $` as typed, never reading them as replace() patterns", () => {
    const typed = "Fees: $& $' $` $$ $1";
    const page = appendToHead(SHELL, [`<meta name="description" content="${typed}">`]);
    expect(page).toContain(`content="${typed}"`);
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    expect(inLanguage(SHELL, 'kn-IN', typed)).toContain(`<noscript>${typed}</noscript>`);
  });
});
