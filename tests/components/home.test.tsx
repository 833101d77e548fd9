import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { seedDoctors, seedFaqs, seedMedicalServices } from '../../src/seed';
import { setMedia } from '../utils/media';
import { findPageHeading, renderApp } from '../utils/render';

const section = (name: string | RegExp) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('Home page', () => {
  it('opens with the hero and a Request an Appointment button to the appointment page', async () => {
    const { user } = await renderApp('/home');
    expect(await findPageHeading('We help patients live a healthy, quality life')).toBeInTheDocument();
    expect(document.title).toBe('Home | Sanjeevani Integrative Clinic');
    await user.click(within(section(/healthy, quality life/)).getByRole('link', { name: 'Request an Appointment' }));
    expect(await findPageHeading('Doctor Appointment')).toBeInTheDocument();
  });

  it('shows the three stats', async () => {
    await renderApp('/home');
    const stats = screen.getByRole('region', { name: 'The clinic in numbers' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['07+Years of Experience', '01+Clinic Location', '100%Patient Satisfaction']);
  });

  it('offers the three cards of "Providing The Best Medical Services", each a link', async () => {
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    const cards = section('Providing The Best Medical Services');
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Find a Doctor', 'Find a Location', 'Book An Appointment']);
    expect(within(cards).getByRole('link', { name: /Find a Location/ })).toHaveAttribute('href', '/Location');
    expect(within(cards).getByRole('link', { name: /Find a Doctor/ })).toHaveAttribute('href', '/doctors');
    expect(within(cards).getByRole('link', { name: /Book An Appointment/ })).toHaveAttribute('href', '/Appoinment');
  });

  it('has the integrated services section with Learn More to the services page', async () => {
    const { user } = await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    await user.click(within(section('We provide smart integrated services')).getByRole('link', { name: /Learn More/ }));
    expect(await findPageHeading('Our Medical Services')).toBeInTheDocument();
  });

  it('lists the medical services from the services module', async () => {
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    const services = section('Our Medical Services');
    for (const service of seedMedicalServices) {
      expect(await within(services).findByRole('heading', { name: service.title })).toBeInTheDocument();
    }
  });

  it('says so when there are no services yet', async () => {
    demoDb().medicalServices = [];
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    expect(await screen.findByText('Our services will be listed here soon.')).toBeInTheDocument();
  });

  it('offers virtual treatment as it goes, in three steps, with a link to book a video visit', async () => {
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    const virtual = section(/Get Virtual Treatment Anytime/);
    // The spec's heading, no longer "coming soon".
    expect(within(virtual).getByRole('heading', { level: 2 })).toHaveTextContent(/^Get Virtual Treatment Anytime$/);
    expect(virtual).not.toHaveTextContent(/coming soon/i);
    const steps = within(virtual).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Book a video visit',
      'Join from My appointments',
      'Talk to your doctor',
    ]);
    expect(steps[1]).toHaveTextContent('From 15 minutes before the start');
    expect(steps[1]).toHaveTextContent(/confirm your details and give your consent/);
    expect(steps[2]).toHaveTextContent('Nothing is recorded.');
    expect(within(virtual).getByRole('link', { name: 'Book a video visit' })).toHaveAttribute('href', '/Appoinment?visit=video');
  });

  it('links to booking a video visit in the page’s language', async () => {
    await renderApp('/kn/home');
    const heading = 'ಯಾವಾಗ ಬೇಕಾದರೂ ಆನ್‌ಲೈನ್ ಚಿಕಿತ್ಸೆ ಪಡೆಯಿರಿ';
    await screen.findByRole('heading', { name: heading });
    const virtual = section(heading);
    expect(virtual).not.toHaveTextContent('ಶೀಘ್ರದಲ್ಲೇ');
    expect(within(virtual).getByRole('link', { name: 'ವೀಡಿಯೊ ಭೇಟಿ ಕಾಯ್ದಿರಿಸಿ' })).toHaveAttribute('href', '/kn/Appoinment?visit=video');
  });

  it('takes the link to the appointment page', async () => {
    const { user } = await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    await user.click(within(section(/Get Virtual Treatment Anytime/)).getByRole('link', { name: 'Book a video visit' }));
    expect(await findPageHeading('Doctor Appointment')).toBeInTheDocument();
  });

  it("shows the doctors from the doctors module, in the clinic's order, each linking to their page, with no ratings", async () => {
    demoDb().doctors.reverse();
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    const doctors = section('Our Great Doctors');
    await within(doctors).findByRole('heading', { name: seedDoctors[0].name });
    const cards = within(doctors).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(seedDoctors.map((d) => d.name));
    seedDoctors.forEach((doctor, i) => {
      const card = cards[i];
      expect(within(card).getByRole('link', { name: doctor.name })).toHaveAttribute('href', `/doctors/${doctor.id}`);
      expect(card).toHaveTextContent(doctor.qualifications);
      expect(card).toHaveTextContent(`Speaks ${doctor.languages.join(', ')}`);
      // What the NMC lets a doctor publish: no ratings or patient counts.
      expect(card).not.toHaveTextContent(/rated|ratings|patients/i);
      const photo = within(card).getByRole('img', { name: doctor.photoAlt });
      expect(photo).toHaveAttribute('width');
      expect(photo).toHaveAttribute('loading', 'lazy');
    });
  });

  it('has an FAQ accordion whose questions reveal and hide their answers', async () => {
    const { user } = await renderApp('/home');
    const [first, second] = seedFaqs;
    const question = await screen.findByRole('button', { name: first.title });
    const answer = screen.getByText(first.description);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    expect(question.getAttribute('aria-controls')).toBe(answer.closest('[role="region"]')?.id);

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(screen.getByRole('region', { name: first.title })).toContainElement(answer);

    // Keyboard: the questions are real buttons.
    screen.getByRole('button', { name: second.title }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(second.description)).toBeVisible();

    await user.click(question);
    expect(answer).not.toBeVisible();
  });

  it('says when there are no FAQs', async () => {
    demoDb().faqs = [];
    await renderApp('/home');
    expect(await screen.findByText('No questions have been answered here yet.')).toBeInTheDocument();
  });
});

describe('Scroll animations', () => {
  it('run (AOS) from the first scroll when motion is allowed', async () => {
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    expect(document.documentElement).not.toHaveClass('motion-ok');
    fireEvent.scroll(window);
    await waitFor(() => expect(document.documentElement).toHaveClass('motion-ok'));
    expect(document.body).toHaveAttribute('data-aos-duration', '2000');
  });

  it('are off under prefers-reduced-motion: content is simply shown', async () => {
    setMedia({ reducedMotion: true });
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    fireEvent.scroll(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.documentElement).not.toHaveClass('motion-ok');
  });
});
