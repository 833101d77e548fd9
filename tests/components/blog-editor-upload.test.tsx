import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

// A controllable upload: it reports 40% and waits until the test lets it finish.
const upload = vi.hoisted(() => ({
  finish: (_url: string) => {},
  fail: (_error: Error) => {},
}));

vi.mock('@services/images', () => ({
  uploadBlogImage: (_file: Blob, onProgress: (percent: number) => void) => {
    onProgress(40);
    return new Promise<string>((resolve, reject) => {
      upload.finish = resolve;
      upload.fail = reject;
    });
  },
  deleteImage: async () => {},
}));

describe('Blog editor while an image uploads', () => {
  it('disables submit and shows the progress until the upload completes', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/create');
    await findPageHeading('Create Blog');
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'cover.png', { type: 'image/png' }));

    const progress = await screen.findByRole('progressbar', { name: 'Image upload' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    upload.finish('https://example.test/blog-images/cover.png');
    expect(await screen.findByText('Image uploaded to Firebase successfully')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('says so when the upload fails, and lets the admin carry on', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await signInAs('admin');
    const { user } = await renderApp('/create');
    await findPageHeading('Create Blog');
    await user.type(screen.getByLabelText('Title'), 'Kept title');
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'cover.png', { type: 'image/png' }));
    await screen.findByRole('progressbar');
    upload.fail(new Error('network'));
    expect(await screen.findByText('The image could not be uploaded. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Kept title');
    consoleError.mockRestore();
  });
});
