import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/config/site';
import { blogMessages } from '../../src/features/blog/messages';
import { editorMessages } from '../../src/features/blog/editorMessages';
import { translationProblems } from '../../src/i18n/checkCatalog';
import { loadCatalog, type Catalog, type MessageSet } from '../../src/i18n/messages';
import { TRANSLATED_LOCALES } from '../../src/config/locales';
import { formatDate } from '../../src/lib/dates';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

// The seed's post in Kannada and Hindi (src/seed/content.ts).
const MONSOON_KN = 'ಮಳೆಗಾಲದ ಜ್ವರಗಳು: ಯಾವಾಗ ವಿಶ್ರಾಂತಿ, ಯಾವಾಗ ವೈದ್ಯರ ಭೇಟಿ';
const MONSOON_HI = 'मानसून के बुख़ार: कब आराम करें और कब डॉक्टर को दिखाएँ';
const monsoonDate = () => demoDb().blogs.find((b) => b.id === 'monsoon-fevers')!.publishedAt;

describe('the blog in Kannada and Hindi', () => {
  for (const locale of TRANSLATED_LOCALES) {
    it(`has every message of the readers' and the admins' catalogs in ${locale}`, async () => {
      const problems = async <M extends MessageSet>(catalog: Catalog<M>) =>
        translationProblems(catalog.en, await loadCatalog(catalog, locale));
      expect(await problems(blogMessages)).toEqual([]);
      expect(await problems(editorMessages)).toEqual([]);
    });
  }

  it('shows the blog list in Kannada, its links staying in Kannada', async () => {
    await renderApp('/kn/CBlog');
    await findPageHeading('ದೈನಂದಿನ ಬ್ಲಾಗ್‌ಗಳು');
    const search = screen.getByRole('search');
    expect(within(search).getByRole('searchbox', { name: 'ಬ್ಲಾಗ್‌ಗಳನ್ನು ಹುಡುಕಿ' })).toHaveAttribute('placeholder', 'ಉದಾ. ಬೆನ್ನು ನೋವು, ಮಧುಮೇಹ');
    expect(within(search).getByRole('button', { name: 'ಹುಡುಕಿ' })).toBeInTheDocument();
    const [card] = await screen.findAllByRole('article');
    const title = within(card).getByRole('heading').textContent!;
    const readMore = within(card).getByRole('link', { name: `ಮುಂದೆ ಓದಿ: ${title}` });
    expect(readMore.getAttribute('href')).toMatch(/^\/kn\/detail\//);
    expect(card).toHaveTextContent(/ಓದಲು \d+ ನಿಮಿಷ/);
    expect(screen.getByRole('button', { name: 'ಇನ್ನಷ್ಟು ತೋರಿಸಿ' })).toBeInTheDocument();
    const aside = await screen.findByRole('complementary', { name: 'ಬ್ಲಾಗ್ ವಿಷಯಗಳು' });
    for (const heading of ['ಟ್ಯಾಗ್‌ಗಳು', 'ಅತ್ಯಂತ ಜನಪ್ರಿಯ', 'ವರ್ಗಗಳು', 'ಇತ್ತೀಚಿನ ಬ್ಲಾಗ್‌ಗಳು']) {
      expect(within(aside).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('shows the blog list and a search in Hindi', async () => {
    const { router } = await renderApp('/hi/CBlog');
    await findPageHeading('दैनिक ब्लॉग');
    expect(screen.getByRole('searchbox', { name: 'ब्लॉग खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByRole('link', { name: /^आगे पढ़ें: / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'और दिखाएँ' })).toBeInTheDocument();
    const aside = await screen.findByRole('complementary', { name: 'ब्लॉग के विषय' });
    expect(within(aside).getByRole('heading', { name: 'सबसे लोकप्रिय' })).toBeInTheDocument();

    await router.navigate('/CBlog?searchQuery=dengue');
    expect(await screen.findByText('“dengue” खोजने पर 1 ब्लॉग मिला।')).toBeInTheDocument();
    expect(document.title).toMatch(/^खोज: dengue/);
    await router.navigate('/CBlog?searchQuery=zzzz');
    expect(await screen.findByText('"zzzz" खोजने पर कोई ब्लॉग नहीं मिला')).toBeInTheDocument();
  });

  it('shows a tag’s and a category’s page in Kannada', async () => {
    const { router } = await renderApp('/kn/tag/heatwave');
    await findPageHeading('“heatwave” ಟ್ಯಾಗ್ ಇರುವ ಬ್ಲಾಗ್‌ಗಳು');
    expect(await screen.findByText('“heatwave” ಟ್ಯಾಗ್ ಇರುವ ಯಾವುದೇ ಬ್ಲಾಗ್ ಇನ್ನೂ ಇಲ್ಲ.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಎಲ್ಲಾ ಬ್ಲಾಗ್‌ಗಳು' })).toHaveAttribute('href', '/kn/CBlog');
    await router.navigate('/category/Aging%20and%20Geriatrics');
    // The category's name in Kannada; its address keeps the English.
    await findPageHeading('ವೃದ್ಧಾಪ್ಯ ಮತ್ತು ಹಿರಿಯರ ಆರೈಕೆ ವರ್ಗದ ಬ್ಲಾಗ್‌ಗಳು');
  });

  it('shows a post in Kannada: byline, date, sharing its Kannada address, comments and the login', async () => {
    await renderApp('/kn/detail/monsoon-fevers');
    await findPageHeading(MONSOON_KN);
    expect(screen.queryByText('ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ')).toBeNull();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(`ಲೇಖಕರು: Dr. Ananya Iyer - ${formatDate(monsoonDate(), 'kn-IN')} · ಓದಲು`);
    const share = within(article).getByRole('navigation', { name: 'ಈ ಲೇಖನವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ' });
    expect(within(share).getByRole('button', { name: 'ಕೊಂಡಿ ನಕಲಿಸಿ' })).toBeInTheDocument();
    const facebook = within(share).getByRole('link', { name: /^Facebook ?\(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ\)$/ });
    expect(new URL(facebook.getAttribute('href')!).searchParams.get('u')).toBe(absoluteUrl('/kn/detail/monsoon-fevers'));
    expect(await within(article).findByRole('heading', { name: /^ಅಭಿಪ್ರಾಯಗಳು \(\d+\)$/ })).toBeInTheDocument();
    expect(within(article).getByText('ಅಭಿಪ್ರಾಯ ಬರೆಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ ಅಥವಾ ಖಾತೆ ತೆರೆಯಿರಿ.')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'ಲಾಗಿನ್' }).getAttribute('href')).toMatch(/^\/kn\/login\?redirect=/);
  });

  it('shows a post in Hindi, and the comment form to a signed-in reader', async () => {
    await signInAs('patient');
    await renderApp('/hi/detail/monsoon-fevers');
    await findPageHeading(MONSOON_HI);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(`लेखक: Dr. Ananya Iyer - ${formatDate(monsoonDate(), 'hi-IN')} · पढ़ने में`);
    expect(within(article).getByRole('navigation', { name: 'यह लेख शेयर करें' })).toBeInTheDocument();
    expect(await within(article).findByRole('heading', { name: /^टिप्पणियाँ \(\d+\)$/ })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'आपकी टिप्पणी' })).toHaveAttribute('placeholder', 'टिप्पणी लिखें...');
    expect(screen.getByRole('button', { name: 'टिप्पणी प्रकाशित करें' })).toBeInTheDocument();
  });

  it('shows a post not yet in Kannada in English, marked so, in English for screen readers, and out of search results', async () => {
    await renderApp('/kn/detail/diabetes-plate');
    const heading = await findPageHeading(/./);
    expect(heading.querySelector('[lang="en"]')).toHaveTextContent(/\w/);
    expect(screen.getByText('ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    // The English page of the same post lists only the English (and x-default).
    cleanup();
    await renderApp('/detail/diabetes-plate');
    await findPageHeading(/./);
    expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'))).toEqual([
      'en',
      'x-default',
    ]);
  });

  it('shows "Blog not found" in Hindi', async () => {
    await renderApp('/hi/detail/no-such-post');
    expect(await findPageHeading('ब्लॉग नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी ब्लॉग देखें' })).toHaveAttribute('href', '/hi/CBlog');
  });

  it('gives admins the editor and the drafts in Kannada and Hindi', async () => {
    await signInAs('admin');
    const { router } = await renderApp('/kn/create');
    await findPageHeading('ಬ್ಲಾಗ್ ರಚಿಸಿ');
    expect(screen.getByRole('combobox', { name: /^ವರ್ಗ/ })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^ಶೀರ್ಷಿಕೆ/ })).toHaveLength(3);
    // The post's Kannada and Hindi, beside the English.
    expect(screen.getByRole('textbox', { name: 'ಶೀರ್ಷಿಕೆ (ಕನ್ನಡ)' })).toHaveAttribute('lang', 'kn');
    expect(screen.getByRole('textbox', { name: 'ಶೀರ್ಷಿಕೆ (हिन्दी)' })).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('button', { name: 'ಟ್ಯಾಗ್ ಸೇರಿಸಿ' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^ಲೇಖಕರು/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಕರಡು ಉಳಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಪ್ರಕಟಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಮುನ್ನೋಟ' })).toBeInTheDocument();
    await router.navigate('/drafts');
    await findPageHeading('ಕರಡುಗಳು');
    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByRole('heading', { name: /ಕರಡು$/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('ಕೊನೆಯದಾಗಿ ಉಳಿಸಿದ್ದು');
    expect(screen.getByRole('link', { name: 'ಹೊಸ ಲೇಖನ ಬರೆಯಿರಿ' })).toHaveAttribute('href', '/kn/create');
  });

  it('gives admins the Hindi editor’s buttons for a published post', async () => {
    await signInAs('admin');
    await renderApp('/hi/update/monsoon-fevers');
    await findPageHeading('ब्लॉग अपडेट करें');
    expect(await screen.findByRole('button', { name: 'अपडेट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ड्राफ़्ट में भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रद्द करें' })).toHaveAttribute('href', '/hi/CBlog');
  });
});
