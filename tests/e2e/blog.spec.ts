import { expect, test } from '@playwright/test';
import { solidPng } from './png';
import { demoAdmin, demoPatient, logIn, logOut, submitLogin } from './session';

test('admin publishes a post with an image and tags; it is found by search; a patient comments; the admin deletes it', async ({ page }) => {
  // A whole journey across several sign-ins: allowed three times the usual time.
  test.slow();
  const word = `Hydration${Date.now()}`;
  const title = `${word} Tips for Hot Bengaluru Afternoons`;

  await logIn(page, demoAdmin);
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Add Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Blog');

  await page.getByLabel('Category').selectOption('Health Tips and Advice');
  await page.getByLabel('Author').selectOption({ label: 'Dr. Ananya Iyer' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Tags').fill('summer, water');
  await page.getByLabel('Tags').press('Enter');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Drink before you are thirsty.\n\nCarry a bottle, and add a pinch of salt on very hot days.');
  await page.getByLabel('Image').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: solidPng(2400, 1200) });
  await expect(page.getByText('Image uploaded to Firebase successfully')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Chosen blog image' });
  await expect(preview).toBeVisible();
  // The 2400 px photo was resized to 1600 px before upload.
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  // An image needs its description before the post can be saved.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Please describe the image for people who cannot see it.').first()).toBeVisible();
  await page.getByLabel('Image description').fill('A glass of water on a sunny windowsill');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Blog created successfully')).toBeVisible();
  await expect(page).toHaveURL('/cblog');

  await page.getByRole('searchbox', { name: 'Search blogs' }).fill(word.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`searchQuery=${word.toLowerCase()}`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  // The card shows an 800 px WebP copy, and offers the 1600 px image to sharp screens.
  const cardImage = page.getByRole('article').filter({ hasText: title }).locator('img');
  await expect(cardImage).toHaveAttribute('src', /^data:image\/webp/);
  await expect(cardImage).toHaveAttribute('srcset', / 800w, data:image\/png.* 1600w$/);
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(cardImage).toHaveAttribute('alt', 'A glass of water on a sunny windowsill');
  await page.getByRole('link', { name: `Read More: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: 'A glass of water on a sunny windowsill' })).toBeVisible();
  const postUrl = page.url();
  await logOut(page);

  await page.goto(postUrl);
  await expect(page.getByText('Please login or create an account to post a comment.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await submitLogin(page, demoPatient);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByPlaceholder('Write a comment...').fill('Thank you, doctor! 💧');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment posted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(page.getByText('Thank you, doctor! 💧')).toBeVisible();
  await logOut(page);

  await logIn(page, demoAdmin);
  await page.goto(`/CBlog?searchQuery=${word.toLowerCase()}`);
  await page.getByRole('button', { name: `Delete blog: ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Blog deleted successfully')).toBeVisible();
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog not found');
});

test('the blog list pages through all posts with Load More', async ({ page }) => {
  await page.goto('/CBlog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Blogs');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  // A click on the prerendered page before the app has started is not seen: click until it is
  // (a busy CI machine can start the app after the cards are already on screen).
  await expect(async () => {
    if ((await cards.count()) === 4) await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(8, { timeout: 2000 });
  }).toPass();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(12);
  // The third page was full, so one more is asked for; it brings none.
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByText('No more blogs to display')).toBeVisible();
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test("a patient comments and deletes their comment; an admin's comment carries the staff badge, a patient's does not", async ({ page }) => {
  test.slow();
  const walk = 'The Case for a Daily 30-Minute Walk';
  const comments = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('.comment-body') });

  await logIn(page, demoPatient);
  await page.goto('/detail/walking-habit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(walk);
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await page.getByPlaceholder('Write a comment...').fill('I walk after dinner now. 🚶');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment posted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(comments.filter({ hasText: 'I walk after dinner now. 🚶' })).toBeVisible();
  await expect(comments.first().getByText('Clinic staff')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete your comment' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this comment?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(page.getByText('I walk after dinner now. 🚶')).toHaveCount(0);
  await page.getByPlaceholder('Write a comment...').fill('Walking with my father every evening.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await logOut(page);

  await logIn(page, demoAdmin);
  await page.goto('/detail/walking-habit');
  await page.getByPlaceholder('Write a comment...').fill('Lovely to hear. Keep a steady pace you can talk at.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  const staffComment = comments.filter({ hasText: 'Keep a steady pace' });
  await expect(staffComment.getByText('Clinic staff')).toBeVisible();
  await expect(staffComment).toContainText('Dr. Kavya Rao');
  const patientComment = comments.filter({ hasText: 'Walking with my father' });
  await expect(patientComment).toContainText('Arjun Mehta');
  await expect(patientComment.getByText('Clinic staff')).toHaveCount(0);
});

test('a post written in Markdown shows its headings and lists, and markup in it is text that never runs', async ({ page }) => {
  test.slow();
  await logIn(page, demoAdmin);
  await page.goto('/create');
  const title = `Markdown check ${Date.now()}`;
  await page.getByLabel('Category').selectOption('Health Tips and Advice');
  await page.getByLabel('Author').selectOption({ label: 'Dr. Ananya Iyer' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill(
      '## Stay cool\n\n- Drink water\n- Rest in the shade\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview of the description' }).getByRole('heading', { name: 'Stay cool' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Blog created successfully')).toBeVisible();
  await page.goto('/CBlog');
  await page.getByRole('link', { name: `Read More: ${title}` }).click();
  const post = page.getByRole('article');
  await expect(post.getByRole('heading', { level: 2, name: 'Stay cool' })).toBeVisible();
  await expect(post.locator('.blog-description li')).toHaveText(['Drink water', 'Rest in the shade']);
  await expect(post.getByText('<script>window.hacked = true</script>', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  expect(await post.locator('.blog-description img, .blog-description script').count()).toBe(0);
});

test('a draft stays out of every public view until the admin publishes it', async ({ page }) => {
  // Two sign-ins and a tour of the public views as a visitor, twice.
  test.slow();
  const word = `Draftcheck${Date.now()}`;
  const tag = word.toLowerCase();
  const title = `${word} Heat Rash in Babies`;
  const category = 'Health Tips and Advice';
  const main = page.getByRole('main');

  await logIn(page, demoAdmin);
  await page.goto('/create');
  await page.getByLabel('Category').selectOption(category);
  await page.getByLabel('Author').selectOption({ label: 'Dr. Ananya Iyer' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Tags').fill(tag);
  await page.getByLabel('Tags').press('Enter');
  await page.getByLabel('Description', { exact: true }).fill('## Cool and loose\n\nDress babies in thin cotton.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. Only admins can see it.')).toBeVisible();
  await expect(page).toHaveURL('/drafts');
  await expect(main.getByRole('heading', { name: `${title} Draft` })).toBeVisible();
  const postPath = await main.getByRole('link', { name: `Read More: ${title}` }).getAttribute('href');
  expect(postPath).toMatch(/^\/detail\//);
  await logOut(page);

  // A visitor finds it nowhere.
  await page.goto('/CBlog');
  await expect(main.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('complementary', { name: 'Blog topics' }).getByRole('region', { name: 'Tags' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByRole('link', { name: tag })).toHaveCount(0);
  await page.goto(`/CBlog?searchQuery=${tag}`);
  await expect(page.getByText(`No blogs found with the search keyword: ${tag}`)).toBeVisible();
  await page.goto(`/tag/${tag}`);
  await expect(page.getByText(`No blogs are tagged “${tag}” yet.`)).toBeVisible();
  await page.goto(`/category/${encodeURIComponent(category)}`);
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(postPath!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog not found');
  await expect(page.getByText('Dress babies in thin cotton.')).toHaveCount(0);
  await page.goto('/drafts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admins only');

  // The admin finds it under Drafts, reads it there, and publishes it.
  await logIn(page, demoAdmin);
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Drafts' }).click();
  await main.getByRole('link', { name: `Read More: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} Draft`);
  await expect(main.getByRole('heading', { level: 2, name: 'Cool and loose' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit or publish it' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Blog');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Blog published successfully')).toBeVisible();
  await expect(page).toHaveURL('/cblog');
  await expect(main.getByRole('article').first()).toContainText(title);
  await logOut(page);

  // Now every visitor sees it.
  await page.goto(`/CBlog?searchQuery=${tag}`);
  await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/tag/${tag}`);
  await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(postPath!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('an admin marks a post reviewed; readers see the reviewer, reading time, related posts and sharing, and the byline leads to the doctor', async ({
  page,
}) => {
  const title = 'What Acupuncture Can and Cannot Do for Back Pain';
  await logIn(page, demoAdmin);
  await page.goto('/update/acupuncture-back-pain');
  await expect(page.getByLabel('Author')).toHaveValue('dr-rohan-kulkarni');
  await page.getByLabel('Medically reviewed by').selectOption({ label: 'Dr. Ananya Iyer' });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();

  await page.goto('/detail/acupuncture-back-pain');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article).toContainText(/By Dr\. Rohan Kulkarni - 18 June 2026 · \d+ min read/);
  const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  await expect(article.getByText(/^Reviewed by/)).toHaveText(`Reviewed by Dr. Ananya Iyer on ${today}`);

  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link', { name: 'Cupping Therapy, Explained Honestly' })).toHaveAttribute(
    'href',
    '/detail/cupping-explained',
  );
  await expect(related.getByRole('link')).toHaveCount(2);

  const address = 'https://www.sanjeevani-clinic.example/detail/acupuncture-back-pain';
  await expect(article.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${title} ${address}`)}`,
  );

  await article.getByRole('link', { name: 'Dr. Rohan Kulkarni' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Rohan Kulkarni');
  await expect(page.getByRole('region', { name: 'Articles by Dr. Rohan Kulkarni' }).getByRole('link', { name: title })).toBeVisible();
});
