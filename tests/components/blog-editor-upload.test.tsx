import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
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

    upload.finish('https://firebasestorage.googleapis.com/v0/b/demo-clinic.appspot.com/o/blog-images%2Fcover.png?alt=media');
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

  it('asks for a description of the image before saving, and stores it with the post', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await signInAs('admin');
    const { user } = await renderApp('/create');
    await findPageHeading('Create Blog');
    // No image, no description field.
    expect(screen.queryByLabelText('Image description')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Health Tips and Advice');
    await user.selectOptions(await screen.findByLabelText('Author'), 'Dr. Ananya Iyer');
    await user.type(screen.getByLabelText('Title'), 'Water in summer');
    await user.type(screen.getByLabelText('Description'), 'Drink before you are thirsty.');
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'cover.png', { type: 'image/png' }));
    upload.finish('https://firebasestorage.googleapis.com/v0/b/demo-clinic.appspot.com/o/blog-images%2Fcover.png?alt=media');
    await screen.findByText('Image uploaded to Firebase successfully');

    const field = screen.getByLabelText('Image description');
    expect(field).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please describe the image for people who cannot see it.'));
    expect(demoDb().blogs.find((b) => b.title === 'Water in summer')).toBeUndefined();

    await user.type(field, '  A glass of water on a sunny windowsill ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Blog created successfully');
    expect(demoDb().blogs.find((b) => b.title === 'Water in summer')).toMatchObject({
      imgUrl: 'https://firebasestorage.googleapis.com/v0/b/demo-clinic.appspot.com/o/blog-images%2Fcover.png?alt=media',
      imgAlt: 'A glass of water on a sunny windowsill',
    });
  });
});
