import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../utils/render';

/** The levels of the page's headings, in document order. */
const headingLevels = () => screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

describe('Headings in order (no level skipped, as axe’s heading-order wants)', () => {
  it.each([
    ['/home', 'We help patients live a healthy, quality life'],
    ['/medicalservices', 'Our Medical Services'],
    ['/OurDoctors', 'Our Great Doctors'],
    ['/doctors/dr-ananya-iyer', /Ananya Iyer/],
    ['/CBlog', 'Daily Blogs'],
    ['/detail/monsoon-fevers', /Monsoon Fevers/],
    ['/Location', 'Find Us'],
    ['/contact', 'Send us a message'],
  ])('%s, once its data is shown', async (path, heading) => {
    await renderApp(path);
    await findPageHeading(heading);
    await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i + 1} (h${level}) after an h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1] + 1);
    });
  });
});
