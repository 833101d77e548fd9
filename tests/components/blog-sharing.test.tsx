import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { absoluteUrl } from '../../src/config/site';
import { markdownToPlainText, readingMinutes } from '../../src/lib/blogText';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const MONSOON = 'Monsoon Fevers: When to Rest and When to See a Doctor';

describe('Reading time and sharing', () => {
  it('counts reading time from the words, at 200 a minute, never less than a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(199))).toBe(1);
    expect(readingMinutes('word '.repeat(800))).toBe(4);
    // Markdown's marks are not words.
    expect(readingMinutes(markdownToPlainText(`# Title\n\n${'**word** '.repeat(600)}`))).toBe(3);
  });

  it('a post says how long it takes to read; so does its card', async () => {
    const post = demoDb().blogs.find((b) => b.id === 'monsoon-fevers')!;
    post.description = 'Rest and fluids. '.repeat(300); // 900 words
    await renderApp('/detail/monsoon-fevers');
    await findPageHeading(MONSOON);
    expect(screen.getByRole('article')).toHaveTextContent('By Dr. Ananya Iyer - 2 July 2026 · 5 min read');

    cleanup();
    await renderApp('/CBlog');
    await findPageHeading('Daily Blogs');
    const card = (await screen.findAllByRole('article')).find((article) => within(article).queryByText(MONSOON));
    expect(card).toHaveClass('blog-card');
    expect(card).toHaveTextContent('5 min read');
  });

  it('offers WhatsApp, Facebook, X and LinkedIn as plain links with the post’s canonical address, and copies it', async () => {
    const { user } = await renderApp('/detail/monsoon-fevers');
    await findPageHeading(MONSOON);
    const address = absoluteUrl('/detail/monsoon-fevers');
    const share = screen.getByRole('navigation', { name: 'Share this post' });
    const href = (name: string) =>
      new URL(
        within(share)
          .getByRole('link', { name: new RegExp(`^${name}`) })
          .getAttribute('href')!,
      );

    expect(href('WhatsApp').origin).toBe('https://wa.me');
    expect(href('WhatsApp').searchParams.get('text')).toBe(`${MONSOON} ${address}`);
    expect(href('Facebook').searchParams.get('u')).toBe(address);
    expect(href('X').searchParams.get('url')).toBe(address);
    expect(href('LinkedIn').searchParams.get('url')).toBe(address);
    for (const link of within(share).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // No system share sheet here (a desktop): no "Share…" button.
    expect(within(share).queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('on a phone with a share sheet, "Share…" opens it with the title and address', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = await renderApp('/detail/monsoon-fevers');
      await findPageHeading(MONSOON);
      await user.click(screen.getByRole('button', { name: 'Share…' }));
      expect(share).toHaveBeenCalledWith({ title: MONSOON, url: absoluteUrl('/detail/monsoon-fevers') });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('a draft offers no sharing', async () => {
    demoDb().blogs.find((b) => b.id === 'monsoon-fevers')!.published = false;
    await signInAs('admin');
    await renderApp('/detail/monsoon-fevers');
    await findPageHeading(new RegExp(MONSOON.replace(/[?]/g, '.')));
    expect(screen.queryByRole('navigation', { name: 'Share this post' })).not.toBeInTheDocument();
  });
});
