import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { textFingerprint } from '../../src/features/blog/PostBody';
import { blogContentPages } from '../../src/prerender';
import { demoDb, documentReadsSoFar, resetDocumentReads } from '../../src/services/demo/store';
import { findPageHeading, renderApp } from '../utils/render';

/**
 * Pages rendered at deploy carry the data they were rendered from (lib/pageData.ts,
 * src/prerender.tsx blogContentPages): the app's first render shows it, with no loading state,
 * and the page's usual read then replaces it with what is newer.
 */
const publishedPosts = () => demoDb().blogs.filter((post) => post.published);
const deployedPage = (path: string) => blogContentPages(structuredClone(publishedPosts())).find((page) => page.path === path)!;

afterEach(() => document.querySelectorAll('[data-planted]').forEach((element) => element.remove()));

/** The post's body as the deploy rendered it from `text`, where a prerendered page has it. */
function plantDeployedBody(text: string): HTMLElement {
  const planted = document.createElement('div');
  planted.dataset.planted = '';
  planted.dataset.body = textFingerprint(text);
  planted.innerHTML = '<div><p>As rendered at deploy.</p></div>';
  document.body.append(planted);
  return planted;
}

/**
 * Every text the page showed, however briefly: the demo backend answers within the same tick in
 * tests, so the first render may be replaced before a query could look at it.
 */
function recordShownTexts() {
  const shown = new Set<string>();
  const note = (node: Node) => {
    if (node.textContent) shown.add(node.textContent);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach(note);
      record.removedNodes.forEach(note);
      if (record.oldValue) shown.add(record.oldValue);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  return {
    everShown: (text: string) => [...shown].some((shownText) => shownText.includes(text)) || document.body.textContent.includes(text),
    stop: () => observer.disconnect(),
  };
}

describe('a page that arrives with its data', () => {
  it('/CBlog shows its cards and sidebar at once, then the one read brings an edit made since the deploy', async () => {
    const { data } = deployedPage('/CBlog');
    const newest = [...publishedPosts()].sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime())[0];
    const deployedTitle = newest.title;
    newest.title = 'Edited after the deploy';
    resetDocumentReads();

    const texts = recordShownTexts();
    await renderApp('/CBlog', { pageData: data });
    // One background check brings the edit.
    expect(await screen.findByRole('heading', { level: 2, name: 'Edited after the deploy' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: deployedTitle })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('complementary', { name: 'Blog topics' })).toHaveTextContent('Most Popular');
    // Before it, the page showed what it arrived with, and never a loading line.
    expect(texts.everShown(deployedTitle)).toBe(true);
    expect(texts.everShown('Loading blogs…')).toBe(false);
    expect(texts.everShown('Loading blog topics…')).toBe(false);
    texts.stop();
    expect(documentReadsSoFar()).toBeLessThanOrEqual(15);
  });

  it("a post keeps the body it arrived with while its text is unchanged, and renders an edit's Markdown", async () => {
    const { data } = deployedPage('/detail/monsoon-fevers');
    const post = demoDb().blogs.find((blog) => blog.id === 'monsoon-fevers')!;
    const planted = plantDeployedBody(post.description);

    await renderApp('/detail/monsoon-fevers', { pageData: data });
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(article.querySelector('.blog-description')).toHaveTextContent('As rendered at deploy.');
    planted.remove();
    // The background check finds the same text: the body stays as it arrived.
    await screen.findByRole('heading', { name: /^Comments/ });
    expect(article.querySelector('.blog-description')).toHaveTextContent('As rendered at deploy.');
  });

  it('a post edited since the deploy shows the edit, its Markdown rendered, after the background check', async () => {
    const { data } = deployedPage('/detail/monsoon-fevers');
    const post = demoDb().blogs.find((blog) => blog.id === 'monsoon-fevers')!;
    plantDeployedBody(post.description);
    post.description = '## Updated advice\n\nDrink **more** water.';

    const texts = recordShownTexts();
    await renderApp('/detail/monsoon-fevers', { pageData: data });
    const article = screen.getByRole('article');
    expect(await within(article).findByRole('heading', { level: 2, name: 'Updated advice' })).toBeInTheDocument();
    expect(within(article).getByText('more').tagName).toBe('STRONG');
    expect(article).not.toHaveTextContent('As rendered at deploy.');
    expect(texts.everShown('As rendered at deploy.')).toBe(true);
    expect(texts.everShown('Loading the blog…')).toBe(false);
    texts.stop();
  });

  it('is not used after a navigation: a page opened later reads afresh', async () => {
    const { data } = deployedPage('/detail/monsoon-fevers');
    (data['blog:monsoon-fevers'] as { title: string }).title = 'Only in the carried data';
    const { router } = await renderApp('/CBlog', { pageData: data });
    await findPageHeading('Daily Blogs');
    await router.navigate('/detail/monsoon-fevers');
    expect(await findPageHeading(/^Monsoon Fevers/)).toBeInTheDocument();
    expect(screen.queryByText('Only in the carried data')).not.toBeInTheDocument();
  });
});
