import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerWithEmail } from '@services/auth';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const MONSOON = 'Monsoon Fevers: When to Rest and When to See a Doctor';

async function openPost(id = 'monsoon-fevers', heading: string | RegExp = MONSOON) {
  const view = await renderApp(`/detail/${id}`);
  await findPageHeading(heading);
  return view;
}

describe('Blog detail', () => {
  it("shows the image, title, 'By {author} - {date}' and the description with its line breaks", async () => {
    await openPost();
    const article = screen.getByRole('article');
    expect(article.querySelector('img')).toHaveAttribute('src', '/images/blog/prevention.svg');
    expect(article).toHaveTextContent('By Dr. Kavya Rao - 2 July 2026');
    const description = screen.getByText(/The rains bring relief/);
    expect(description.textContent).toContain('\n\nSee a doctor the same day');
    expect(description).toHaveClass('blog-description');
  });

  it('shows a description as plain text, never as HTML', async () => {
    const blog = demoDb().blogs[0];
    blog.description = 'Before <script>window.hacked = true</script><img src=x onerror="window.hacked = true"> after';
    await openPost(blog.id, blog.title);
    expect(screen.getByText(/Before <script>/)).toBeInTheDocument();
    expect(document.querySelector('main script, main img[src="x"]')).toBeNull();
  });

  it("lists 'Comments (n)' with avatar initials, name, date and body", async () => {
    await openPost();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    const comment = screen.getAllByRole('listitem').find((li) => li.classList.contains('comment'));
    expect(comment).toHaveTextContent('AM');
    expect(comment).toHaveTextContent('Arjun Mehta');
    expect(comment).toHaveTextContent('3 Jul 2026');
    expect(comment).toHaveTextContent('I did not know ibuprofen should be avoided');
  });

  it("says 'No comments yet. Be the first to comment.' when there are none", async () => {
    await openPost('walking-habit', 'The Case for a Daily 30-Minute Walk');
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet. Be the first to comment.')).toBeInTheDocument();
  });

  it('asks a visitor to log in, with a Login button that returns to the post', async () => {
    await openPost();
    expect(screen.getByText('Please login or create an account to post a comment.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Fdetail%2Fmonsoon-fevers');
    expect(screen.queryByPlaceholderText('Write a comment...')).not.toBeInTheDocument();
  });

  it('asks a signed-in user with an unverified e-mail to verify first', async () => {
    await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
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
    const timestampBefore = demoDb().blogs.find((b) => b.id === 'walking-habit')?.timestamp?.getTime();

    await user.clear(box);
    await user.type(box, 'Started yesterday 🚶 — feeling good!');
    await user.click(post);
    expect(await screen.findByText('Comment posted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.getByText('Started yesterday 🚶 — feeling good!')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const blog = demoDb().blogs.find((b) => b.id === 'walking-habit');
    expect(blog?.comments.at(-1)).toMatchObject({ userId: 'demo-patient', name: 'Arjun Mehta' });
    expect(blog?.timestamp?.getTime()).toBe(timestampBefore);
  });

  it('lets an admin remove a comment after confirming', async () => {
    await signInAs('admin');
    const { user } = await openPost();
    await user.click(await screen.findByRole('button', { name: 'Remove comment by Arjun Mehta' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(demoDb().blogs.find((b) => b.id === 'monsoon-fevers')?.comments).toHaveLength(0);
  });

  it('does not offer moderation to patients', async () => {
    await signInAs('patient');
    await openPost();
    await screen.findByPlaceholderText('Write a comment...');
    expect(screen.queryByRole('button', { name: /Remove comment/ })).not.toBeInTheDocument();
  });

  it('says when the blog does not exist', async () => {
    await renderApp('/detail/no-such-post');
    expect(await findPageHeading('Blog not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all blogs' })).toHaveAttribute('href', '/CBlog');
  });
});
