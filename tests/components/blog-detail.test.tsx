import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, registerAs, renderApp, signInAs } from '../utils/render';

const MONSOON = 'Monsoon Fevers: When to Rest and When to See a Doctor';

const commentItems = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('comment'));

async function openPost(id = 'monsoon-fevers', heading: string | RegExp = MONSOON) {
  const view = await renderApp(`/detail/${id}`);
  await findPageHeading(heading);
  return view;
}

describe('Blog detail', () => {
  it("shows the image, title, 'By {author} - {date}' and the description's paragraphs", async () => {
    await openPost();
    const article = screen.getByRole('article');
    expect(article.querySelector('img')).toHaveAttribute('src', '/images/blog/prevention.svg');
    // The image's description, for screen readers.
    expect(screen.getByRole('img', { name: demoDb().blogs.find((b) => b.id === 'monsoon-fevers')!.imgAlt })).toBe(
      article.querySelector('img'),
    );
    expect(article).toHaveTextContent('By Dr. Ananya Iyer - 2 July 2026');
    // A plain-text post reads as before: each blank line starts a paragraph.
    const paragraphs = [...article.querySelectorAll('.blog-description p')].map((p) => p.textContent);
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toMatch(/^The rains bring relief/);
    expect(paragraphs[1]).toMatch(/^See a doctor the same day/);
  });

  it('renders Markdown: headings below the title, lists, emphasis, quotes, and safe links', async () => {
    const blog = demoDb().blogs.find((b) => b.id === 'monsoon-fevers')!;
    blog.description = [
      '# When to worry',
      'Fever with **severe** pain, or a *rash*.',
      '',
      '- Rest',
      '- Fluids',
      '',
      '1. Check the temperature',
      '2. Call us',
      '',
      '> Dengue needs a blood test.',
      '',
      'Read [the WHO page](https://www.who.int/dengue) or [book a visit](/Appoinment). [Bad](javascript:alert(1))',
      'Line two of the same paragraph.',
    ].join('\n');
    await openPost(blog.id, blog.title);
    const body = screen.getByRole('article').querySelector('.blog-description') as HTMLElement;
    // The Markdown renderer loads with a post the page did not arrive with.
    expect(await within(body).findByRole('heading', { level: 2, name: 'When to worry' })).toBeInTheDocument();
    expect(within(body).getByText('severe').tagName).toBe('STRONG');
    expect(within(body).getByText('rash').tagName).toBe('EM');
    expect(
      within(body)
        .getAllByRole('list')
        .map((list) => list.tagName),
    ).toEqual(['UL', 'OL']);
    expect(
      within(body)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rest', 'Fluids', 'Check the temperature', 'Call us']);
    expect(body.querySelector('blockquote')).toHaveTextContent('Dengue needs a blood test.');
    const who = within(body).getByRole('link', { name: 'the WHO page (opens in a new tab)' });
    expect(who).toHaveAttribute('href', 'https://www.who.int/dengue');
    expect(who).toHaveAttribute('target', '_blank');
    expect(who).toHaveAttribute('rel', 'noopener noreferrer');
    const inside = within(body).getByRole('link', { name: 'book a visit' });
    expect(inside).toHaveAttribute('href', '/Appoinment');
    expect(inside).not.toHaveAttribute('target');
    // A javascript: link is not a link.
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    expect(body).toHaveTextContent('Line two of the same paragraph.');
  });

  it('shows a description as plain text, never as HTML', async () => {
    const blog = demoDb().blogs.find((b) => b.published)!;
    blog.description = 'Before <script>window.hacked = true</script><img src=x onerror="window.hacked = true"> after';
    await openPost(blog.id, blog.title);
    expect(screen.getByText(/Before <script>/)).toBeInTheDocument();
    expect(document.querySelector('main script:not([type="application/ld+json"]), main img[src="x"]')).toBeNull();
    // The post's structured data holds the text as data: no markup in it can end its script element.
    const structured = document.querySelector('main script[type="application/ld+json"]')!;
    expect(structured.innerHTML).not.toContain('</script');
    expect(JSON.parse(structured.textContent!)).toMatchObject({ '@type': 'BlogPosting', description: blog.description });
  });

  it("lists 'Comments (n)' newest first, with avatar initials, name, date and body, and a staff badge on the clinic's", async () => {
    await openPost();
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const [staff, patient] = commentItems();
    expect(staff).toHaveTextContent('Dr. Kavya Rao');
    expect(within(staff).getByText('Clinic staff')).toBeInTheDocument();
    expect(patient).toHaveTextContent('AM');
    expect(patient).toHaveTextContent('Arjun Mehta');
    expect(patient).toHaveTextContent('3 Jul 2026');
    expect(patient).toHaveTextContent('I did not know ibuprofen should be avoided');
    expect(within(patient).queryByText('Clinic staff')).not.toBeInTheDocument();
  });

  it('shows no name on a comment whose name no longer passes the check (a doctor added since, older rules), until it passes again', async () => {
    const comment = (id: string, name: string, day: number) => ({
      id,
      createdAt: new Date(Date.UTC(2026, 5, day)),
      userId: 'demo-patient',
      name,
      body: `Comment by ${id}`,
      staff: false,
    });
    demoDb().comments['walking-habit'] = [
      comment('older-rules', 'Dr.\nArjun', 1),
      comment('before-doctor', 'Meera Shah', 2),
      comment('fine', 'Arjun Mehta', 3),
    ];
    demoDb().doctors.push({ ...demoDb().doctors[0], id: 'dr-meera-shah', name: 'Dr. Meera Shah' });
    await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    expect(await screen.findByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    const [fine, beforeDoctor, olderRules] = commentItems();
    expect(fine).toHaveTextContent('Arjun Mehta');
    for (const item of [beforeDoctor, olderRules]) {
      expect(item).toHaveTextContent('A reader');
      expect(item).not.toHaveTextContent(/Meera Shah|Dr\./);
    }
    cleanup();
    // The doctor leaves the clinic: the name is free, and shown again.
    demoDb().doctors.pop();
    await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    await screen.findByRole('heading', { name: 'Comments (3)' });
    expect(commentItems()[1]).toHaveTextContent('Meera Shah');
  });

  it('shows 10 comments at a time, newest first, with the count of all of them', async () => {
    demoDb().comments['walking-habit'] = Array.from({ length: 12 }, (_, i) => ({
      id: `c${i}`,
      createdAt: new Date(Date.UTC(2026, 5, 1 + i)),
      userId: 'demo-patient',
      name: 'Arjun Mehta',
      body: `Comment number ${i + 1}`,
      staff: false,
    }));
    const { user } = await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    expect(await screen.findByRole('heading', { name: 'Comments (12)' })).toBeInTheDocument();
    expect(commentItems()).toHaveLength(10);
    expect(commentItems()[0]).toHaveTextContent('Comment number 12');
    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    await screen.findByText('Comment number 1');
    expect(commentItems()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
  });

  it("says 'No comments yet. Be the first to comment.' when there are none", async () => {
    await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    expect(await screen.findByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet. Be the first to comment.')).toBeInTheDocument();
  });

  it('asks a visitor to log in, with a Login button that returns to the post', async () => {
    await openPost();
    expect(screen.getByText('Please login or create an account to post a comment.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdetail%2Fmonsoon-fevers',
    );
    expect(screen.queryByPlaceholderText('Write a comment...')).not.toBeInTheDocument();
  });

  it('asks a signed-in user with an unverified e-mail to verify first', async () => {
    await registerAs('Meera Nair', 'meera@example.com', 'monsoon-rain');
    await openPost();
    expect(await screen.findByText(/Please verify your e-mail address before commenting/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my e-mail' })).toHaveAttribute('href', '/verify-email');
    expect(screen.queryByPlaceholderText('Write a comment...')).not.toBeInTheDocument();
  });

  it('lets a verified patient post a comment, which appears without a reload', async () => {
    await signInAs('patient');
    const { user } = await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    const box = await screen.findByPlaceholderText('Write a comment...');
    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await user.type(box, '   ');
    expect(post).toBeDisabled();
    const timestampBefore = demoDb()
      .blogs.find((b) => b.id === 'walking-habit')
      ?.timestamp?.getTime();

    await user.clear(box);
    await user.type(box, 'Started yesterday 🚶 — feeling good!');
    await user.click(post);
    expect(await screen.findByText('Comment posted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.getByText('Started yesterday 🚶 — feeling good!')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const blog = demoDb().blogs.find((b) => b.id === 'walking-habit');
    expect(demoDb().comments['walking-habit']?.at(-1)).toMatchObject({ userId: 'demo-patient', name: 'Arjun Mehta', staff: false });
    expect(blog?.timestamp?.getTime()).toBe(timestampBefore);
  });

  it("comments under the account's name, shown above the box", async () => {
    await signInAs('patient');
    await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    expect(await screen.findByText('Commenting as')).toHaveTextContent('Commenting as Arjun Mehta');
    expect(screen.queryByLabelText('Your name, shown with your comments')).not.toBeInTheDocument();
  });

  it('asks an account without a name for one first, and refuses a name that passes for the clinic', async () => {
    await signInAs('patient');
    // An account with no name (as a Google account can be): nothing to copy onto the profile.
    demoDb().accounts.find((a) => a.uid === 'demo-patient')!.displayName = '';
    demoDb().users.find((u) => u.uid === 'demo-patient')!.displayName = null;
    const { user } = await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    const name = await screen.findByLabelText('Your name, shown with your comments');
    await user.type(screen.getByPlaceholderText('Write a comment...'), 'Is walking after meals better?');
    const refusals: [string, RegExp][] = [
      ['Dr. Kavya Rao (Clinic)', /Please use only letters/],
      ['Kavya Rao', /This name is kept for the clinic \(titles/],
      ['Ananya lyer', /This name is kept for the clinic \(titles/],
      ['Vaidya Arjun', /This name is kept for the clinic \(titles/],
      ['Ｄｒ. Arjun', /Please use only letters/],
    ];
    for (const [lookalike, message] of refusals) {
      await user.clear(name);
      await user.type(name, lookalike);
      await user.click(screen.getByRole('button', { name: 'Post Comment' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(name).toHaveAccessibleDescription(message);
    }
    expect(demoDb().comments['walking-habit'] ?? []).toHaveLength(0);
    expect(screen.getByPlaceholderText('Write a comment...')).toHaveValue('Is walking after meals better?');

    await user.clear(name);
    await user.type(name, 'Arjun M.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted successfully')).toBeInTheDocument();
    expect(demoDb().comments['walking-habit']?.at(-1)).toMatchObject({ name: 'Arjun M.', userId: 'demo-patient' });
    expect(await screen.findByText('Commenting as')).toHaveTextContent('Commenting as Arjun M.');
  }, 15_000);

  it("shows '100+' once a post has more comments than one query may count", async () => {
    demoDb().comments['walking-habit'] = Array.from({ length: 130 }, (_, i) => ({
      id: `c${i}`,
      createdAt: new Date(Date.UTC(2026, 5, 1, 0, i)),
      userId: 'demo-patient',
      name: 'Arjun Mehta',
      body: `Comment number ${i + 1}`,
      staff: false,
    }));
    await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    expect(await screen.findByRole('heading', { name: 'Comments (100+)' })).toBeInTheDocument();
  });

  it('lets an admin remove a comment after confirming', async () => {
    await signInAs('admin');
    const { user } = await openPost();
    await user.click(await screen.findByRole('button', { name: 'Remove comment by Arjun Mehta' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this comment?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(demoDb().comments['monsoon-fevers']?.map((c) => c.name)).toEqual(['Dr. Kavya Rao']);
  });

  it("lets a patient delete their own comment, and no one else's", async () => {
    await signInAs('patient');
    const { user } = await openPost();
    await screen.findByRole('heading', { name: 'Comments (2)' });
    expect(screen.queryByRole('button', { name: /Remove comment/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(demoDb().comments['monsoon-fevers']).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.queryByText(/I did not know ibuprofen/)).not.toBeInTheDocument();
  });

  it("gives an admin's new comment the staff badge", async () => {
    await signInAs('admin');
    const { user } = await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    await user.type(await screen.findByPlaceholderText('Write a comment...'), 'Start with ten minutes after dinner.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(within(commentItems()[0]).getByText('Clinic staff')).toBeInTheDocument();
    expect(demoDb().comments['walking-habit']?.[0]).toMatchObject({ userId: 'demo-admin', staff: true });
  });

  it('says when the blog does not exist', async () => {
    await renderApp('/detail/no-such-post');
    expect(await findPageHeading('Blog not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all blogs' })).toHaveAttribute('href', '/CBlog');
  });
});
