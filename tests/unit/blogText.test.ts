import { describe, expect, it } from 'vitest';
import { blogKeywords, excerpt, markdownToPlainText, matchesSearch, plainSummary, searchWords } from '../../src/lib/blogText';
import { scaledSize } from '../../src/lib/resizeImage';

describe('blog search keywords', () => {
  it('keeps every title word, every tag word and each whole tag, lower-cased', () => {
    expect(blogKeywords("Women's Health: Thyroid & Fatigue", ['Back Pain', 'thyroid'])).toEqual([
      'womens',
      'health',
      'thyroid',
      'fatigue',
      'back',
      'pain',
      'back pain',
    ]);
  });

  it('matches whole words in any case, all of them', () => {
    const keywords = blogKeywords('What Acupuncture Can and Cannot Do for Back Pain', ['acupuncture']);
    expect(matchesSearch(keywords, searchWords('BACK pain'))).toBe(true);
    expect(matchesSearch(keywords, searchWords('acupuncture knee'))).toBe(false);
    expect(matchesSearch(keywords, searchWords('acu'))).toBe(false);
  });

  it('finds a post by the Kannada and Hindi words of its titles and tags, vowel signs and all', () => {
    const keywords = blogKeywords('Monsoon fevers', ['ಜ್ವರ', 'बुख़ार'], ['ಮಳೆಗಾಲದ ಜ್ವರಗಳು', 'मानसून के बुख़ार']);
    expect(keywords).toEqual(expect.arrayContaining(['ಮಳೆಗಾಲದ', 'ಜ್ವರಗಳು', 'ಜ್ವರ', 'मानसून', 'बुख़ार']));
    expect(matchesSearch(keywords, searchWords('ಮಳೆಗಾಲದ ಜ್ವರಗಳು'))).toBe(true);
    expect(matchesSearch(keywords, searchWords('बुख़ार'))).toBe(true);
    // The same word typed decomposed (ख + nukta) or with a joiner still matches.
    expect(matchesSearch(keywords, searchWords('बुख\u093cार'))).toBe(true);
    expect(matchesSearch(keywords, searchWords('ಜ್\u200cವರ'))).toBe(true);
    // A fragment is not a word: the virama no longer splits one.
    expect(matchesSearch(keywords, searchWords('ಜ'))).toBe(false);
  });

  it('drops filler words unless they are all there is', () => {
    expect(searchWords('what is dengue?')).toEqual(['dengue']);
    expect(searchWords('what is')).toEqual(['what', 'is']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('excerpt', () => {
  it("cuts at 120 characters followed by ' ... ', and leaves short text alone", () => {
    const long = 'a'.repeat(150);
    expect(excerpt(long, 120)).toBe(`${'a'.repeat(120)} ... `);
    expect(excerpt('short', 120)).toBe('short');
  });

  it('never splits an emoji', () => {
    expect(excerpt('🌿'.repeat(130), 120)).toBe(`${'🌿'.repeat(120)} ... `);
  });
});

describe('image resizing', () => {
  it('scales wide images down to 1600 px, keeping the proportions', () => {
    expect(scaledSize(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(1200, 900, 1600)).toBeNull();
  });
});

describe('markdownToPlainText', () => {
  it('keeps the words of headings, lists, quotes, emphasis, links and code, without their markers', () => {
    const markdown = [
      '## When to worry',
      '- **Severe** pain',
      '1. A *rash*',
      '> Dengue needs a test',
      'See [the WHO page](https://who.int) and `paracetamol`.',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      ['When to worry', 'Severe pain', 'A rash', 'Dengue needs a test', 'See the WHO page and paracetamol.'].join('\n'),
    );
  });

  it('leaves plain text as it was, snake_case and sums included', () => {
    const text = 'Walk 30 minutes a day.\n\n2 * 3 = 6, and file_name stays.';
    expect(markdownToPlainText(text)).toBe(text);
  });

  it('gives the card and the meta description the plain words', () => {
    expect(excerpt(markdownToPlainText('## Rest\n\n**Drink** water'), 120)).toBe('Rest\n\nDrink water');
    expect(plainSummary('## Rest\n\n**Drink** water')).toBe('Rest Drink water');
  });
});
