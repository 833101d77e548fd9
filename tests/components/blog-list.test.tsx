import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { seedBlogs } from '../../src/seed';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/** What visitors see: the seed's published posts (it has one draft), newest publication first. */
const publishedBlogs = seedBlogs.filter((b) => b.published);
const newestFirst = [...publishedBlogs].sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
/** The sidebar, once its topics have loaded (it appears after the list). */
const sidebar = async () => {
  const aside = await screen.findByRole('complementary', { name: 'Blog topics' });
  await within(aside).findByRole('region', { name: 'Tags' });
  return aside;
};

async function openBlog(path = '/CBlog') {
  const view = await renderApp(path);
  await findPageHeading('Daily Blogs');
  return view;
}

describe('Blog list', () => {
  it('shows the 4 newest blogs first, each with category, title, author, month and day, and Read More', async () => {
    await openBlog();
    await screen.findAllByRole('article');
    expect(cardTitles()).toEqual(newestFirst.slice(0, 4).map((b) => b.title));
    const first = screen.getAllByRole('article')[0];
    expect(within(first).getByRole('link', { name: 'Disease Prevention and Management' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Dr. Ananya Iyer · 2 Jul');
    expect(within(first).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/detail/monsoon-fevers');
  });

  it('loads the first two card images at once and the rest when scrolled near, using the card-sized copy where there is one', async () => {
    const newest = demoDb().blogs.find((b) => b.id === newestFirst[0].id);
    if (!newest) throw new Error('seed changed');
    Object.assign(newest, { imgUrl: 'https://example.test/blog-images/a.jpg', imgCardUrl: 'https://example.test/blog-images/a-card.webp' });
    await openBlog();
    const images = (await screen.findAllByRole('article')).map((card) => card.querySelector('img'));
    expect(images[0]).toHaveAttribute('src', 'https://example.test/blog-images/a-card.webp');
    expect(images[0]).toHaveAttribute(
      'srcset',
      'https://example.test/blog-images/a-card.webp 800w, https://example.test/blog-images/a.jpg 1600w',
    );
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'eager');
    expect(images[1]).not.toHaveAttribute('srcset');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    expect(images[3]).toHaveAttribute('loading', 'lazy');
  });

  it("cuts the description at 120 characters followed by ' ... '", async () => {
    await openBlog();
    const first = (await screen.findAllByRole('article'))[0];
    const expected = `${newestFirst[0].description.slice(0, 120)} ... `;
    expect(within(first).getByText((_, el) => el?.tagName === 'P' && el.textContent === expected)).toBeInTheDocument();
  });

  it("loads 4 more per Load More; when a page brings none, says 'No more blogs to display' and drops the button", async () => {
    const { user } = await openBlog();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('heading', { name: newestFirst[7].title });
    expect(screen.getAllByRole('article')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('heading', { name: newestFirst[11].title });
    expect(cardTitles()).toEqual(newestFirst.map((b) => b.title));
    // The third page was full, so a fourth is asked for (reading only the posts shown costs
    // one click here); it brings none.
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('No more blogs to display')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows admin edit and delete icons to admins only', async () => {
    await openBlog();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /^Delete blog/ })).not.toBeInTheDocument();
  });

  it('lets an admin delete a blog after confirming', async () => {
    await signInAs('admin');
    const { user } = await openBlog();
    const title = newestFirst[0].title;
    expect(await screen.findByRole('link', { name: `Edit blog: ${title}` })).toHaveAttribute('href', '/update/monsoon-fevers');
    await user.click(screen.getByRole('button', { name: `Delete blog: ${title}` }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Are you sure you want to delete this blog?');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: title, level: 2 })).not.toBeInTheDocument();
    expect(demoDb().blogs.some((b) => b.id === 'monsoon-fevers')).toBe(false);
  });

  it('brings the sidebar up to date after a delete: counts, Most Popular and Latest, with the list kept where it was', async () => {
    await signInAs('admin');
    const { user } = await openBlog();
    const aside = await sidebar();
    const title = newestFirst[0].title;
    expect(within(aside).getByRole('link', { name: 'Disease Prevention and Management 1' })).toBeInTheDocument();
    expect(within(aside).getAllByRole('link', { name: title })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: `Load More` }));
    await screen.findByRole('heading', { name: newestFirst[7].title });
    await user.click(screen.getByRole('button', { name: `Delete blog: ${title}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    // Its only post is gone, and so is the category; the post leaves Most Popular and Latest.
    await waitFor(() => expect(within(aside).queryByRole('link', { name: /^Disease Prevention and Management/ })).not.toBeInTheDocument());
    expect(within(aside).queryByRole('link', { name: title })).not.toBeInTheDocument();
    // The pages loaded so far stay: the list does not start again from the first page.
    expect(screen.getByRole('heading', { name: newestFirst[7].title })).toBeInTheDocument();
  });

  it('is empty-safe', async () => {
    demoDb().blogs = [];
    await openBlog();
    expect(await screen.findByText('No blogs have been published yet.')).toBeInTheDocument();
  });
});

describe('Blog sidebar', () => {
  it('lists every tag, linking to its page', async () => {
    await openBlog();
    const tags = within(await sidebar()).getByRole('region', { name: 'Tags' });
    const allTags = [...new Set(publishedBlogs.flatMap((b) => b.tags))];
    expect(within(tags).getAllByRole('link')).toHaveLength(allTags.length);
    expect(within(tags).getByRole('link', { name: 'back pain' })).toHaveAttribute('href', '/tag/back%20pain');
  });

  it("lists the trending blogs under 'Most Popular'", async () => {
    await openBlog();
    const popular = within(await sidebar()).getByRole('region', { name: 'Most Popular' });
    const trending = newestFirst.filter((b) => b.trending === 'yes').map((b) => b.title);
    for (const title of trending) expect(await within(popular).findByRole('link', { name: title })).toBeInTheDocument();
  });

  it('counts the blogs of each category, linking to its page', async () => {
    await openBlog();
    const categories = within(await sidebar()).getByRole('region', { name: 'Categories' });
    const link = await within(categories).findByRole('link', { name: 'Alternative Medicine 2' });
    expect(link).toHaveAttribute('href', '/category/Alternative%20Medicine');
  });

  it('lists the 5 latest blogs', async () => {
    await openBlog();
    const latest = within(await sidebar()).getByRole('region', { name: 'Latest Blogs' });
    await within(latest).findByRole('link', { name: newestFirst[0].title });
    expect(
      within(latest)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(newestFirst.slice(0, 5).map((b) => b.title));
  });
});

describe('Blog search', () => {
  it('puts the search in the URL, matches whole words of titles and tags in any case, and hides Load More', async () => {
    const { user, router } = await openBlog();
    await user.type(screen.getByRole('searchbox', { name: 'Search blogs' }), 'BACK Pain');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'What Acupuncture Can and Cannot Do for Back Pain' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?searchQuery=BACK+Pain');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('survives a reload: the searchQuery parameter alone runs the search', async () => {
    await openBlog('/CBlog?searchQuery=dengue');
    expect(await screen.findByRole('heading', { name: 'Monsoon Fevers: When to Rest and When to See a Doctor' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toHaveValue('dengue');
  });

  it('finds a blog by its exact title and by an exact tag', async () => {
    await openBlog(`/CBlog?searchQuery=${encodeURIComponent('Cupping Therapy, Explained Honestly')}`);
    expect(await screen.findByRole('heading', { name: 'Cupping Therapy, Explained Honestly' })).toBeInTheDocument();
  });

  it('ignores filler words a patient types around the topic', async () => {
    await openBlog('/CBlog?searchQuery=what%20is%20dengue');
    expect(await screen.findByRole('heading', { name: 'Monsoon Fevers: When to Rest and When to See a Doctor' })).toBeInTheDocument();
  });

  it("says 'No blogs found with the search keyword: {term}' when nothing matches", async () => {
    await openBlog('/CBlog?searchQuery=knee%20replacement');
    expect(await screen.findByText('No blogs found with the search keyword: knee replacement')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows markup typed into the search as text', async () => {
    await openBlog('/CBlog?searchQuery=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(await screen.findByText('No blogs found with the search keyword: <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('main img[src="x"]')).toBeNull();
  });

  it('an empty search returns to the paged list', async () => {
    const { user, router } = await openBlog('/CBlog?searchQuery=dengue');
    await user.clear(screen.getByRole('searchbox', { name: 'Search blogs' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Load More' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('Tag and category pages', () => {
  it('/tag/:tag lists the blogs with that tag', async () => {
    await renderApp('/tag/acupuncture');
    await findPageHeading('Blogs tagged “acupuncture”');
    await screen.findAllByRole('article');
    expect(cardTitles().sort()).toEqual([
      'A Patient’s Story: Fewer Migraines After Years of Pain',
      'What Acupuncture Can and Cannot Do for Back Pain',
    ]);
  });

  it('/tag/:tag says when no blog has the tag', async () => {
    await renderApp('/tag/knees');
    expect(await screen.findByText('No blogs are tagged “knees” yet.')).toBeInTheDocument();
  });

  it('/category/:category lists the blogs of that category, or says there are none', async () => {
    await renderApp('/category/Alternative%20Medicine');
    await findPageHeading('Blogs in Alternative Medicine');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('/category/:category with no blogs', async () => {
    await renderApp("/category/Men's%20Health");
    expect(await screen.findByText("No blogs in Men's Health yet.")).toBeInTheDocument();
  });
});
