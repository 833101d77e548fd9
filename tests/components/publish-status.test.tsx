import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPublishing } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/** The live site's build-info.json, as the deploy step writes it, with the changes it includes. */
function liveBuild(changes: number) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).endsWith('/build-info.json')
      ? new Response(JSON.stringify({ builtAt: '2026-11-25T04:30:00.000Z', contentChangedAt: null, changes }))
      : new Response(null, { status: 404 }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

const statusLine = () => screen.findByText(/Public pages last built|no published build/);

describe("the admins' publishing line", () => {
  it('says so where the site has no published build (dev, the demo)', async () => {
    await signInAs('admin');
    await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    expect(await statusLine()).toHaveTextContent('This copy of the site has no published build of the public pages');
  });

  it('counts a saved FAQ as a change waiting, with about when it goes live', async () => {
    liveBuild(demoPublishing().changes);
    await signInAs('admin');
    const { user } = await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    expect(await statusLine()).toHaveTextContent('Public pages last built 25 Nov, 10:00. Everything is live.');

    await user.type(screen.getByLabelText('Question'), 'Is parking available?');
    await user.type(screen.getByLabelText('Answer'), 'Yes, in the basement.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FAQ created successfully')).toBeInTheDocument();
    expect(await screen.findByText(/1 change goes live by about (tomorrow at )?\d\d:\d\d\./)).toBeInTheDocument();
  });

  it('"Refresh the public pages now" asks the next run to go ahead, and says about when', async () => {
    liveBuild(demoPublishing().changes);
    await signInAs('admin');
    const { user } = await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    const line = await statusLine();
    await user.click(within(line).getByRole('button', { name: 'Refresh the public pages now' }));
    expect(await screen.findByText(/Asked for: the public pages are refreshed by about/)).toBeInTheDocument();
    expect(await screen.findByText(/A refresh is asked for: live by about/)).toBeInTheDocument();
    expect(demoPublishing().requestedAt).toBeInstanceOf(Date);
  });
});
