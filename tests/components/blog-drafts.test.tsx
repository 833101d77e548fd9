import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/**
 * Drafts: the seed holds one, "Keeping Elders Safe in a Heatwave" (trending, tagged heatwave,
 * Aging and Geriatrics, newer than every published post), so a leak would put it first anywhere.
 */
const DRAFT = { id: 'heatwave-elders', title: 'Keeping Elders Safe in a Heatwave' };

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const stored = (id: string) => demoDb().blogs.find((b) => b.id === id)!;

describe('Drafts, as a visitor or patient sees them', () => {
  it('are in no list, sidebar, count, tag, category or search', async () => {
    await renderApp('/CBlog');
    await findPageHeading('Daily Blogs');
    await screen.findAllByRole('article');
    const aside = await screen.findByRole('complementary', { name: 'Blog topics' });
    await within(aside).findByRole('region', { name: 'Tags' });
    expect(cardTitles()).not.toContain(DRAFT.title);
    expect(within(aside).queryByRole('link', { name: DRAFT.title })).not.toBeInTheDocument();
    expect(within(aside).queryByRole('link', { name: 'heatwave' })).not.toBeInTheDocument();
    // Aging and Geriatrics has one published post and the draft.
    expect(within(aside).getByRole('link', { name: 'Aging and Geriatrics 1' })).toBeInTheDocument();
  });

  it('are not found by tag, category or search', async () => {
    const { router } = await renderApp('/tag/heatwave');
    expect(await screen.findByText('No blogs are tagged “heatwave” yet.')).toBeInTheDocument();
    await router.navigate('/category/Aging%20and%20Geriatrics');
    await findPageHeading('Blogs in Aging and Geriatrics');
    await screen.findAllByRole('article');
    expect(cardTitles()).toHaveLength(1);
    expect(cardTitles()).not.toContain(DRAFT.title);
    await router.navigate('/CBlog?searchQuery=heatwave');
    expect(await screen.findByText('No blogs found with the search keyword: heatwave')).toBeInTheDocument();
  });

  it('read as "Blog not found" at their address, for a visitor and for a patient', async () => {
    const visitorView = await renderApp(`/detail/${DRAFT.id}`);
    expect(await findPageHeading('Blog not found')).toBeInTheDocument();
    expect(screen.queryByText(/Before the heat/)).not.toBeInTheDocument();
    visitorView.unmount();
    await signInAs('patient');
    await renderApp(`/detail/${DRAFT.id}`);
    expect(await findPageHeading('Blog not found')).toBeInTheDocument();
  });

  it('the Drafts page is for admins only', async () => {
    await signInAs('patient');
    await renderApp('/drafts');
    expect(await findPageHeading('Admins only')).toBeInTheDocument();
    expect(screen.queryByText(DRAFT.title)).not.toBeInTheDocument();
  });
});

describe('Drafts, as an admin works with them', () => {
  it('the Drafts page lists them, marked Draft, with their last save', async () => {
    await signInAs('admin');
    await renderApp('/drafts');
    await findPageHeading('Drafts');
    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByRole('heading', { name: `${DRAFT.title} Draft` })).toBeInTheDocument();
    expect(card).toHaveTextContent('Dr. Ananya Iyer · last saved 8 Jul');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('the post page shows a draft to an admin, saying so, and keeps it out of search engines', async () => {
    await signInAs('admin');
    await renderApp(`/detail/${DRAFT.id}`);
    expect(await findPageHeading(`${DRAFT.title} Draft`)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This post is a draft: only admins can see it.');
    expect(await screen.findByRole('heading', { level: 2, name: 'Before the heat' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('publishing a draft dates it now and puts it first on the blog', async () => {
    await signInAs('admin');
    const { user, router } = await renderApp(`/update/${DRAFT.id}`);
    await findPageHeading('Update Blog');
    expect(await screen.findByRole('note')).toHaveTextContent('This post is a draft');
    const buttons = screen.getAllByRole('button', { name: /Save draft|Publish/ });
    // The first button is what Enter presses: it saves, never publishes.
    expect(buttons.map((b) => b.textContent)).toEqual(['Save draft', 'Publish']);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Blog published successfully')).toBeInTheDocument();
    await findPageHeading('Daily Blogs');
    expect(router.state.location.pathname).toBe('/cblog');
    await screen.findAllByRole('article');
    expect(cardTitles()[0]).toBe(DRAFT.title);
    expect(stored(DRAFT.id)).toMatchObject({ published: true });
    expect(stored(DRAFT.id).publishedAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('Enter in a field of a draft saves it as a draft', async () => {
    await signInAs('admin');
    const { user, router } = await renderApp(`/update/${DRAFT.id}`);
    await findPageHeading('Update Blog');
    await user.type(await screen.findByLabelText('Title'), ' (checked){Enter}');
    expect(await screen.findByText('Draft saved. Only admins can see it.')).toBeInTheDocument();
    await findPageHeading('Drafts');
    expect(router.state.location.pathname).toBe('/drafts');
    expect(stored(DRAFT.id)).toMatchObject({ title: `${DRAFT.title} (checked)`, published: false, publishedAt: null });
  });

  it('a new post saved as a draft waits on the Drafts page and stays off the blog', async () => {
    await signInAs('admin');
    const { user, router } = await renderApp('/create');
    await findPageHeading('Create Blog');
    await user.selectOptions(screen.getByLabelText('Category'), 'Nutrition and Diet');
    await user.selectOptions(await screen.findByLabelText('Author'), 'Dr. Ananya Iyer');
    await user.type(screen.getByLabelText('Title'), 'Millets for Every Meal');
    await user.type(screen.getByLabelText('Description'), 'Ragi, jowar and bajra.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Only admins can see it.')).toBeInTheDocument();
    await findPageHeading('Drafts');
    expect(await screen.findByRole('heading', { name: 'Millets for Every Meal Draft' })).toBeInTheDocument();
    await router.navigate('/CBlog');
    await findPageHeading('Daily Blogs');
    await screen.findAllByRole('article');
    expect(cardTitles()).not.toContain('Millets for Every Meal');
  });

  it('moving a published post to the drafts hides it; publishing it again keeps its first date', async () => {
    await signInAs('admin');
    const { user, router } = await renderApp('/update/monsoon-fevers');
    await findPageHeading('Update Blog');
    await screen.findByLabelText('Title');
    expect(screen.getAllByRole('button', { name: /Update|Move to drafts/ }).map((b) => b.textContent)).toEqual([
      'Update',
      'Move to drafts',
    ]);
    await user.click(screen.getByRole('button', { name: 'Move to drafts' }));
    expect(await screen.findByText('Blog moved to the drafts. Visitors no longer see it.')).toBeInTheDocument();
    await findPageHeading('Drafts');
    expect(await screen.findByRole('heading', { name: 'Monsoon Fevers: When to Rest and When to See a Doctor Draft' })).toBeInTheDocument();

    await router.navigate('/update/monsoon-fevers');
    await findPageHeading('Update Blog');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await findPageHeading('Daily Blogs');
    const first = (await screen.findAllByRole('article'))[0];
    expect(first).toHaveTextContent('Monsoon Fevers');
    expect(first).toHaveTextContent('Dr. Ananya Iyer · 2 Jul');
  });
});
