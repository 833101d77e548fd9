import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixedPagesInEnglish, indexedPages } from '../../src/components/fixedPages';
import { siteOrigin } from '../../src/config/site';
import { pageTitle } from '../../src/lib/pageHead';
import { demoDb } from '../../src/services/demo/store';
import { seedBlogs, seedFaqs } from '../../src/seed';
import { parseJsonLd, structuredDataReport } from '../utils/structuredData';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const fixedPages = fixedPagesInEnglish();

/** What a search engine reads in the <head>: each named tag's content, and how many there are. */
function head() {
  const all = (selector: string) => [...document.head.querySelectorAll(selector)];
  const content = (selector: string) => all(selector).map((element) => element.getAttribute('content') ?? element.getAttribute('href'));
  return {
    description: content('meta[name="description"]'),
    canonical: content('link[rel="canonical"]'),
    robots: content('meta[name="robots"]'),
    og: (property: string) => content(`meta[property="og:${property}"]`),
    twitter: (name: string) => content(`meta[name="twitter:${name}"]`),
  };
}

const jsonLd = () =>
  parseJsonLd([...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''));

async function openPage(path: string, title: string) {
  await renderApp(path);
  await waitFor(() => expect(document.title).toBe(pageTitle(title)));
}

const post = seedBlogs.find((blog) => blog.id === 'monsoon-fevers')!;

describe('What search engines and link previews read', () => {
  it.each(Object.values(fixedPages).map((page) => [page.path, page] as const))(
    '%s has its own description, canonical address and preview',
    async (path, page) => {
      await openPage(path, page.title);
      const tags = head();
      expect(tags.description).toEqual([page.description]);
      expect(tags.canonical).toEqual([`${siteOrigin}${path}`]);
      expect(tags.og('title')).toEqual([pageTitle(page.title)]);
      expect(tags.og('description')).toEqual([page.description]);
      expect(tags.og('url')).toEqual([`${siteOrigin}${path}`]);
      expect(tags.og('image')).toEqual([`${siteOrigin}/images/share-card.jpg`]);
      expect(tags.twitter('card')).toEqual(['summary_large_image']);
      // Account pages are kept out of search results.
      expect(tags.robots).toEqual('noindex' in page && page.noindex ? ['noindex'] : []);
      // The clinic is described on every page.
      expect(structuredDataReport(jsonLd())).toMatchObject({ problems: [] });
      expect(structuredDataReport(jsonLd()).types).toContain('MedicalClinic');
    },
  );

  it('gives every public page, posts and topics included, a description of its own', async () => {
    const publicPaths = [
      ...indexedPages().map((page) => page.path),
      `/detail/${post.id}`,
      '/tag/fever',
      '/category/Nutrition%20and%20Diet',
    ];
    const descriptions = new Map<string, string>();
    for (const path of publicPaths) {
      const view = await renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(head().canonical).toEqual([`${siteOrigin}${path}`]));
      descriptions.set(path, head().description[0]!);
      view.unmount();
    }
    expect(new Set(descriptions.values()).size).toBe(publicPaths.length);
  });

  it.each([
    ['/home', '/'],
    ['/service', '/'],
    ['/OurDoctors', '/doctors'],
    ['/cblog', '/CBlog'],
  ])('%s names %s as its canonical address', async (alias, canonical) => {
    await renderApp(alias);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(head().canonical).toEqual([`${siteOrigin}${canonical}`]));
  });

  it('replaces the tags when the visitor moves on, never adding to them', async () => {
    const { user } = await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
    await findPageHeading('Send us a message');
    const tags = head();
    expect(tags.description).toEqual([fixedPages.contact.description]);
    expect(tags.canonical).toEqual([`${siteOrigin}/contact`]);
    expect(tags.og('title')).toEqual([pageTitle('Contact Us')]);
  });

  it.each(['/create', '/admin/requests', '/no-such-page', '/CBlog?searchQuery=fever'])(
    'keeps %s out of search results, with no canonical address',
    async (path) => {
      await renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(head().robots).toEqual(['noindex']));
      expect(head().canonical).toEqual([]);
    },
  );

  it('keeps admin editors out of search results for admins too', async () => {
    await signInAs('admin');
    await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    expect(head().robots).toEqual(['noindex']);
  });

  it("describes a post with its title, first words and address, and as a BlogPosting in its category's trail", async () => {
    await openPage(`/detail/${post.id}`, post.title);
    const tags = head();
    const description = tags.description[0]!;
    expect(post.description.replace(/\s+/g, ' ').startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(tags.canonical).toEqual([`${siteOrigin}/detail/${post.id}`]);
    expect(tags.og('type')).toEqual(['article']);
    expect(tags.robots).toEqual([]);

    const nodes = jsonLd();
    expect(structuredDataReport(nodes)).toEqual({ types: ['BlogPosting', 'BreadcrumbList', 'MedicalClinic'], problems: [] });
    const posting = nodes.find((node) => node['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({ headline: post.title, author: { name: post.author }, datePublished: post.publishedAt!.toISOString() });
    const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList')!;
    expect((trail.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
      'Home',
      'Blog',
      post.category,
      post.title,
    ]);
  });

  it('keeps a missing post out of search results', async () => {
    await renderApp('/detail/no-such-post');
    await findPageHeading('Blog not found');
    expect(head().robots).toEqual(['noindex']);
  });

  it.each([
    ['/CBlog', ['Home', 'Blog']],
    ['/tag/fever', ['Home', 'Blog', 'Blogs tagged “fever”']],
    ['/category/Nutrition%20and%20Diet', ['Home', 'Blog', 'Blogs in Nutrition and Diet']],
  ])('places %s in the blog with a BreadcrumbList', async (path, names) => {
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const nodes = jsonLd();
    expect(structuredDataReport(nodes)).toEqual({ types: ['BreadcrumbList', 'MedicalClinic'], problems: [] });
    const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList')!;
    expect((trail.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual(names);
  });

  it('keeps a tag without posts out of search results', async () => {
    await renderApp('/tag/no-such-tag');
    expect(await screen.findByText('No blogs are tagged “no-such-tag” yet.')).toBeInTheDocument();
    expect(head().robots).toEqual(['noindex']);
  });

  it("describes the doctors as Physicians of the clinic, without the clinic's own ratings", async () => {
    await openPage('/doctors', 'Our Doctors');
    const nodes = jsonLd();
    expect(structuredDataReport(nodes)).toEqual({ types: ['MedicalClinic', 'Physician', 'Physician'], problems: [] });
    const clinicId = nodes.find((node) => node['@type'] === 'MedicalClinic')!['@id'];
    for (const physician of nodes.filter((node) => node['@type'] === 'Physician')) {
      expect(physician).toMatchObject({ parentOrganization: { '@id': clinicId } });
      expect(physician).not.toHaveProperty('aggregateRating');
    }
  });

  it("answers the home page's FAQs as an FAQPage once they are shown", async () => {
    await renderApp('/home');
    fireEvent.scroll(window);
    await screen.findByRole('button', { name: seedFaqs[0]!.title });
    const nodes = jsonLd();
    expect(structuredDataReport(nodes)).toEqual({ types: ['FAQPage', 'MedicalClinic'], problems: [] });
    const questions = nodes.find((node) => node['@type'] === 'FAQPage')!.mainEntity as Array<{
      name: string;
      acceptedAnswer: { text: string };
    }>;
    expect(questions.map((q) => q.name)).toEqual(seedFaqs.map((faq) => faq.title));
    expect(questions[0]!.acceptedAnswer.text).toBe(seedFaqs[0]!.description);
  });

  it('leaves the FAQPage out when there are no FAQs', async () => {
    demoDb().faqs = [];
    await renderApp('/home');
    await screen.findByText('No questions have been answered here yet.');
    expect(structuredDataReport(jsonLd()).types).toEqual(['MedicalClinic']);
  });
});
