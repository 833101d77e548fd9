import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

async function openEditor(path = '/create', heading = 'Create Blog') {
  await signInAs('admin');
  const view = await renderApp(path);
  await findPageHeading(heading);
  return view;
}

describe('Blog editor', () => {
  it('creates a blog with category, title, tags, trending and description, then goes to /cblog', async () => {
    const { user, router } = await openEditor();
    await user.selectOptions(screen.getByLabelText('Category'), 'Nutrition and Diet');
    await user.selectOptions(await screen.findByLabelText('Author'), 'Dr. Rohan Kulkarni');
    await user.type(screen.getByLabelText('Title'), 'Millets for Every Meal');
    await user.type(screen.getByLabelText('Tags'), 'Millets{Enter}Diabetes, Whole  Grains{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Tags added' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['millets', 'diabetes', 'whole grains']);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Description'), 'Ragi, jowar and bajra.{Enter}{Enter}Start with one meal a day.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Blog created successfully')).toBeInTheDocument();
    expect(await findPageHeading('Daily Blogs')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cblog');
    expect(demoDb().blogs.find((b) => b.title === 'Millets for Every Meal')).toMatchObject({
      category: 'Nutrition and Diet',
      tags: ['millets', 'diabetes', 'whole grains'],
      trending: 'yes',
      description: 'Ragi, jowar and bajra.\n\nStart with one meal a day.',
      likes: [],
      // The byline is the doctor's; the account that saved it is kept apart.
      author: 'Dr. Rohan Kulkarni',
      authorId: 'dr-rohan-kulkarni',
      reviewerId: '',
      reviewedAt: null,
      userId: 'demo-admin',
    });
  });

  it('removes a tag', async () => {
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Tags'), 'sleep, stress{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove tag sleep' }));
    expect(within(screen.getByRole('list', { name: 'Tags added' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("refuses to save without category, title or description: 'All fields are mandatory to fill'", async () => {
    const { user } = await openEditor();
    const before = demoDb().blogs.length;
    await user.type(screen.getByLabelText('Title'), 'No category yet');
    await user.type(screen.getByLabelText('Description'), '   ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('All fields are mandatory to fill', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByLabelText('Author')).toHaveAccessibleDescription('Choose the doctor who wrote this post.');
    expect(screen.getByLabelText('Title')).toHaveValue('No category yet');
    expect(demoDb().blogs).toHaveLength(before);
  });

  it('refuses a file that is not a JPEG, PNG, WebP or GIF image, and an image over 5 MB', async () => {
    await openEditor();
    const input = screen.getByLabelText('Image');
    // A file dialog's "All files" bypasses `accept`, so the editor checks the type itself.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Please choose a JPEG, PNG, WebP or GIF image.')).toHaveAttribute('role', 'alert');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })] } });
    expect(await screen.findByText('This image is larger than 5 MB. Please choose a smaller one.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("uploads an image with progress and says 'Image uploaded to Firebase successfully'", async () => {
    const { user } = await openEditor();
    await user.upload(screen.getByLabelText('Image'), new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('Image uploaded to Firebase successfully')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Image upload' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('img', { name: 'Chosen blog image' }).getAttribute('src')).toMatch(/^data:image\/png/);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('loads a blog in update mode and saves the changes', async () => {
    const { user, router } = await openEditor('/update/diabetes-plate', 'Update Blog');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Building a Diabetes-Friendly Thali');
    expect(screen.getByLabelText('Category')).toHaveValue('Nutrition and Diet');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.clear(title);
    await user.type(title, 'Building a Diabetes-Friendly Indian Thali');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Blog updated successfully')).toBeInTheDocument();
    // The toast comes before the navigation ends (the next page loads in a transition): wait for it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/cblog'));
    expect(await findPageHeading('Daily Blogs')).toBeInTheDocument();
    const saved = demoDb().blogs.find((b) => b.id === 'diabetes-plate');
    expect(saved?.title).toBe('Building a Diabetes-Friendly Indian Thali');
    expect(demoDb().comments['diabetes-plate']).toHaveLength(1);
  });

  it('keeps everything typed when the save fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = await openEditor();
    await user.selectOptions(screen.getByLabelText('Category'), 'Health Tips and Advice');
    await user.selectOptions(await screen.findByLabelText('Author'), 'Dr. Ananya Iyer');
    await user.type(screen.getByLabelText('Title'), 'Will not save');
    await user.type(screen.getByLabelText('Description'), 'Because the admin flag was withdrawn.');
    const profile = demoDb().users.find((u) => u.uid === 'demo-admin');
    if (profile) profile.roles = [];
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Could not save the blog/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
    expect(screen.getByLabelText('Title')).toHaveValue('Will not save');
    expect(screen.getByLabelText('Category')).toHaveValue('Health Tips and Advice');
    expect(screen.getByLabelText('Author')).toHaveValue('dr-ananya-iyer');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    consoleError.mockRestore();
  });

  it('says clearly when the blog to edit does not exist', async () => {
    await openEditor('/update/no-such-blog', 'Update Blog');
    expect(await screen.findByText(/We could not find this blog/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('is for admins only', async () => {
    await signInAs('patient');
    await renderApp('/create');
    expect(await findPageHeading('Admins only')).toBeInTheDocument();
  });

  it('previews the description as the post page will show it, markup as text', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Preview', pressed: false }));
    expect(
      within(screen.getByRole('region', { name: 'Preview of the description' })).getByText('Nothing to preview yet.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: '## Fluids\n\n- Water\n- Buttermilk\n\n<img src=x onerror="window.hacked = true">' },
    });
    const preview = screen.getByRole('region', { name: 'Preview of the description' });
    // The Markdown renderer loads with the first preview.
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Fluids' })).toBeInTheDocument();
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Water', 'Buttermilk']);
    expect(preview).toHaveTextContent('<img src=x onerror="window.hacked = true">');
    expect(preview.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide preview', pressed: true }));
    expect(screen.queryByRole('region', { name: 'Preview of the description' })).not.toBeInTheDocument();
  });
});
