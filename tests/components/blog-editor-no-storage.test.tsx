import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

// As `npm run dev` builds the site on emulators without Storage (its rules runtime cannot be had).
vi.hoisted(() => vi.stubEnv('VITE_STORAGE_EMULATOR', 'off'));

describe('Blog editor on emulators without Storage', () => {
  it('says plainly that image upload needs the Storage emulator, and still saves a post without an image', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/create');
    await findPageHeading('Create Blog');
    const image = screen.getByLabelText('Image');
    expect(image).toBeDisabled();
    expect(image).toHaveAccessibleDescription(/Image upload needs the Storage emulator/);

    await user.type(screen.getByLabelText('Title'), 'Walking after meals');
    await user.selectOptions(screen.getByLabelText('Category'), 'Fitness and Exercise');
    await user.selectOptions(await screen.findByLabelText('Author'), 'Dr. Ananya Iyer');
    await user.type(screen.getByLabelText('Description'), 'Ten minutes after dinner helps.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog created successfully')).toBeInTheDocument();
  }, 15_000);
});
