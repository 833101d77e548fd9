import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/dates';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const MONSOON = 'Monsoon Fevers: When to Rest and When to See a Doctor';
const ACUPUNCTURE = 'What Acupuncture Can and Cannot Do for Back Pain';
const stored = (id: string) => demoDb().blogs.find((b) => b.id === id)!;

const jsonLdOfType = (type: string) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);

describe('Posts written and reviewed by the clinic’s doctors', () => {
  it('the byline leads to the doctor’s page, which lists the posts they wrote (no draft, no one else’s)', async () => {
    const { user } = await renderApp('/detail/monsoon-fevers');
    await findPageHeading(MONSOON);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('By Dr. Ananya Iyer - 2 July 2026');
    await user.click(within(article).getByRole('link', { name: 'Dr. Ananya Iyer' }));

    await findPageHeading('Dr. Ananya Iyer');
    const list = await screen.findByRole('region', { name: 'Articles by Dr. Ananya Iyer' });
    const titles = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const hers = demoDb()
      .blogs.filter((b) => b.published && b.authorId === 'dr-ananya-iyer')
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime())
      .map((b) => b.title);
    expect(titles).toEqual(hers);
    expect(titles[0]).toBe(MONSOON);
    expect(titles).not.toContain(stored('heatwave-elders').title); // her draft
    expect(titles).not.toContain(ACUPUNCTURE); // Dr. Kulkarni's
  });

  it('a reviewed post says who reviewed it and when, and its structured data names both doctors with their pages', async () => {
    await renderApp('/detail/monsoon-fevers');
    await findPageHeading(MONSOON);
    const review = screen.getByText(/^Reviewed by/);
    expect(review).toHaveTextContent('Reviewed by Dr. Rohan Kulkarni on 3 July 2026');
    expect(within(review).getByRole('link', { name: 'Dr. Rohan Kulkarni' })).toHaveAttribute('href', '/doctors/dr-rohan-kulkarni');

    const posting = jsonLdOfType('BlogPosting')!;
    expect(posting.author).toEqual({
      '@type': 'Physician',
      '@id': 'https://www.sanjeevani-clinic.example/doctors/dr-ananya-iyer#physician',
      name: 'Dr. Ananya Iyer',
      url: 'https://www.sanjeevani-clinic.example/doctors/dr-ananya-iyer',
    });
    expect(posting.mainEntityOfPage).toMatchObject({
      '@type': 'MedicalWebPage',
      lastReviewed: '2026-07-03',
      reviewedBy: {
        '@type': 'Physician',
        name: 'Dr. Rohan Kulkarni',
        url: 'https://www.sanjeevani-clinic.example/doctors/dr-rohan-kulkarni',
      },
    });
  });

  it('an admin marks a post medically reviewed: it shows today’s date, and a later edit keeps it', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/update/diabetes-plate');
    await findPageHeading('Update Blog');
    expect(await screen.findByLabelText('Author')).toHaveValue('dr-ananya-iyer');
    const reviewer = screen.getByLabelText('Medically reviewed by');
    expect(reviewer).toHaveValue('');
    await user.selectOptions(reviewer, 'Dr. Rohan Kulkarni');
    expect(reviewer).toHaveAccessibleDescription('Saving records the review with today’s date.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findPageHeading('Daily Blogs');
    const reviewedAt = stored('diabetes-plate').reviewedAt!;
    expect(stored('diabetes-plate')).toMatchObject({ reviewerId: 'dr-rohan-kulkarni', reviewerName: 'Dr. Rohan Kulkarni' });

    cleanup();
    await renderApp('/detail/diabetes-plate');
    await findPageHeading('Building a Diabetes-Friendly Thali');
    expect(screen.getByText(/^Reviewed by/)).toHaveTextContent(`Reviewed by Dr. Rohan Kulkarni on ${formatDate(reviewedAt)}`);

    cleanup();
    const again = await renderApp('/update/diabetes-plate');
    await findPageHeading('Update Blog');
    expect(await screen.findByLabelText('Medically reviewed by')).toHaveAccessibleDescription(`Reviewed on ${formatDate(reviewedAt)}.`);
    expect(screen.getByRole('checkbox', { name: /Reviewed again today/ })).not.toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Update' }));
    await findPageHeading('Daily Blogs');
    expect(stored('diabetes-plate').reviewedAt).toEqual(reviewedAt);
  });

  it('a post from before authors were doctors keeps its text byline, without a link, until an edit names its doctor', async () => {
    const post = stored('exam-stress');
    await renderApp('/detail/exam-stress');
    await findPageHeading(post.title);
    expect(screen.getByRole('article')).toHaveTextContent('By Dr. Kavya Rao - ');
    expect(within(screen.getByRole('article')).queryByRole('link', { name: 'Dr. Kavya Rao' })).not.toBeInTheDocument();
    expect(jsonLdOfType('BlogPosting')!.author).toEqual({ '@type': 'Person', name: 'Dr. Kavya Rao' });

    cleanup();
    await signInAs('admin');
    const { user } = await renderApp('/update/exam-stress');
    await findPageHeading('Update Blog');
    const author = await screen.findByLabelText('Author');
    expect(author).toHaveValue('');
    expect(author).toHaveAccessibleDescription(/This post's byline is the text “Dr. Kavya Rao”/);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(author).toHaveAccessibleDescription(/Choose the doctor who wrote this post\./);
    expect(stored('exam-stress').author).toBe('Dr. Kavya Rao');

    await user.selectOptions(author, 'Dr. Rohan Kulkarni');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findPageHeading('Daily Blogs');
    expect(stored('exam-stress')).toMatchObject({ author: 'Dr. Rohan Kulkarni', authorId: 'dr-rohan-kulkarni' });
  });

  it('with no doctors yet, the editor asks for one first and offers no save', async () => {
    demoDb().doctors = [];
    await signInAs('admin');
    await renderApp('/create');
    await findPageHeading('Create Blog');
    expect(await screen.findByRole('link', { name: 'Add a doctor' })).toHaveAttribute('href', '/adddoctor');
    expect(screen.queryByLabelText('Author')).not.toBeInTheDocument();
  });
});

describe('Related posts', () => {
  it('lists other published posts of the same category or with a shared tag, newest first, linking each', async () => {
    await renderApp('/detail/acupuncture-back-pain');
    await findPageHeading(ACUPUNCTURE);
    const related = await screen.findByRole('region', { name: 'Related articles' });
    const links = within(related).getAllByRole('link');
    // Cupping (same category, 14 April) and the migraine story (tag "acupuncture", 10 February).
    expect(links.map((link) => link.textContent)).toEqual([stored('cupping-explained').title, stored('patient-story-migraine').title]);
    expect(links[0]).toHaveAttribute('href', '/detail/cupping-explained');
    expect(related).not.toHaveTextContent(ACUPUNCTURE);
  });

  it('shows at most three, and none that is a draft', async () => {
    const post = stored('acupuncture-back-pain');
    for (const id of ['walking-habit', 'thyroid-tiredness', 'blood-pressure-home']) stored(id).tags.push('pain');
    stored('cupping-explained').published = false;
    await renderApp('/detail/acupuncture-back-pain');
    await findPageHeading(post.title);
    const related = await screen.findByRole('region', { name: 'Related articles' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/detail/walking-habit', '/detail/thyroid-tiredness', '/detail/blood-pressure-home']);
  });

  it('a post that shares nothing shows no related section', async () => {
    await renderApp('/detail/monsoon-fevers');
    await findPageHeading(MONSOON);
    await screen.findByRole('heading', { name: /Comments/ });
    expect(screen.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument();
  });
});
