import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_CACHE_KEY } from '../../src/features/auth/sessionCache';
import { setMedia } from '../utils/media';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const header = () => screen.getByRole('banner');
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main' });

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Header', () => {
  it('links the logo to /home and shows the five main links', async () => {
    await renderApp('/Location');
    await findPageHeading('Find Us');
    expect(within(header()).getByRole('link', { name: /Sanjeevani Integrative Clinic home/ })).toHaveAttribute('href', '/home');
    const links = within(mainNav())
      .getAllByRole('link')
      .filter((l) => l.classList.contains('nav-link'));
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Appointment', '/Appoinment'],
      ['Services', '/medicalservices'],
      ['Contact', '/contact'],
      ['Blog', '/CBlog'],
    ]);
  });

  it('navigates with its links', async () => {
    const { user } = await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    await user.click(within(mainNav()).getByRole('link', { name: 'Services' }));
    expect(await findPageHeading('Our Medical Services')).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  });

  it('becomes sticky only after the page scrolls past 80px', async () => {
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    const bar = header().firstElementChild as HTMLElement;
    expect(bar).not.toHaveClass('is-sticky');
    scrollTo(80);
    expect(bar).not.toHaveClass('is-sticky');
    scrollTo(81);
    expect(bar).toHaveClass('is-sticky');
    scrollTo(10);
    expect(bar).not.toHaveClass('is-sticky');
  });

  describe('on a phone', () => {
    it('folds the links into a toggle menu that opens 80px from the top', async () => {
      setMedia({ mobile: true });
      const { user } = await renderApp('/home');
      await findPageHeading(/healthy, quality life/);
      const toggle = within(header()).getByRole('button', { name: 'Menu' });
      const blogLink = within(header()).getByRole('link', { name: 'Blog', hidden: true });

      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(blogLink).not.toBeVisible();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(blogLink).toBeVisible();
      expect(document.getElementById('main-menu')).toHaveStyle({ top: '80px' });
    });

    it('closes the menu on Escape, returning focus to the toggle', async () => {
      setMedia({ mobile: true });
      const { user } = await renderApp('/home');
      await findPageHeading(/healthy, quality life/);
      const toggle = within(header()).getByRole('button', { name: 'Menu' });
      await user.click(toggle);
      await user.tab();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
      expect(within(header()).getByRole('link', { name: 'Blog', hidden: true })).not.toBeVisible();
    });

    it('closes the menu after a link is followed', async () => {
      setMedia({ mobile: true });
      const { user } = await renderApp('/home');
      await findPageHeading(/healthy, quality life/);
      await user.click(within(header()).getByRole('button', { name: 'Menu' }));
      await user.click(within(header()).getByRole('link', { name: 'Contact' }));
      expect(await findPageHeading('Send us a message')).toBeInTheDocument();
      expect(within(header()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the menu after a link of the Admin menu is followed too', async () => {
      setMedia({ mobile: true });
      await signInAs('admin');
      const { user } = await renderApp('/home');
      await findPageHeading(/healthy, quality life/);
      await user.click(within(header()).getByRole('button', { name: 'Menu' }));
      await user.click(await within(header()).findByRole('button', { name: /Admin/ }));
      await user.click(within(header()).getByRole('link', { name: 'Staff' }));
      expect(await findPageHeading('Staff')).toBeInTheDocument();
      expect(within(header()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('session buttons', () => {
    it('shows Login, linking to /login, to a visitor, and no admin menu', async () => {
      await renderApp('/home');
      await findPageHeading(/healthy, quality life/);
      expect(within(header()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      expect(within(header()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      expect(within(header()).queryByRole('button', { name: /Admin/ })).not.toBeInTheDocument();
    });

    it('shows Logout to a signed-in patient, and no admin menu', async () => {
      await signInAs('patient');
      await renderApp('/home');
      expect(await within(header()).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(within(header()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(within(header()).queryByRole('button', { name: /Admin/ })).not.toBeInTheDocument();
    });

    it('logs out: Login comes back and the cached USER record is cleared', async () => {
      await signInAs('admin');
      const { user } = await renderApp('/Location');
      await user.click(await within(header()).findByRole('button', { name: 'Logout' }));
      expect(await within(header()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(within(header()).queryByRole('button', { name: /Admin/ })).not.toBeInTheDocument();
      expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
      expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
    });

    it('replaces a stale USER hint with the real session, roles included', async () => {
      await signInAs('admin');
      const stale = JSON.parse(localStorage.getItem(USER_CACHE_KEY) ?? 'null') as object;
      localStorage.setItem(USER_CACHE_KEY, JSON.stringify({ ...stale, roles: [] }));
      await renderApp('/home');
      await within(header()).findByRole('button', { name: /Admin/ });
      const cached = JSON.parse(localStorage.getItem(USER_CACHE_KEY) ?? 'null') as { email: string; roles: string[] };
      expect(cached).toMatchObject({ email: 'admin@clinic.test', roles: ['owner'] });
    });

    it('follows a sign-in made in another tab', async () => {
      await renderApp('/home');
      await findPageHeading(/healthy, quality life/);
      expect(within(header()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
      await signInAs('patient');
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: USER_CACHE_KEY }));
      });
      expect(await within(header()).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    });

    it('does not trust a tampered USER record once the real session is known', async () => {
      localStorage.setItem(
        USER_CACHE_KEY,
        JSON.stringify({
          uid: 'x',
          email: 'x@x.test',
          displayName: 'X',
          photoURL: null,
          emailVerified: true,
          roles: ['owner'],
          doctorId: '',
        }),
      );
      await renderApp('/home');
      await waitFor(() => expect(within(header()).queryByRole('button', { name: /Admin/ })).not.toBeInTheDocument());
      expect(within(header()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    });
  });

  describe('admin dropdown', () => {
    it('offers Add Blog, Add Faq and Add Service and navigates to the chosen one', async () => {
      await signInAs('admin');
      const { user } = await renderApp('/home');
      const button = await within(header()).findByRole('button', { name: /Admin/ });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(within(header()).getByRole('link', { name: 'Add Faq', hidden: true })).not.toBeVisible();

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const items = ['Add Blog', 'Add Faq', 'Add Service', 'Requests'].map((name) => within(header()).getByRole('link', { name }));
      expect(items.map((i) => i.getAttribute('href'))).toEqual(['/create', '/addfaq', '/addservice', '/admin/requests']);

      await user.click(within(header()).getByRole('link', { name: 'Add Faq' }));
      expect(await findPageHeading('Add FAQ')).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('works from the keyboard: ArrowDown opens and focuses, arrows move, Escape closes', async () => {
      await signInAs('admin');
      const { user } = await renderApp('/home');
      const button = await within(header()).findByRole('button', { name: /Admin/ });
      button.focus();
      await user.keyboard('{ArrowDown}');
      expect(within(header()).getByRole('link', { name: 'Add Blog' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(within(header()).getByRole('link', { name: 'Add Faq' })).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(within(header()).getByRole('link', { name: 'Access log' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Tab}{Enter}');
      expect(await findPageHeading('Create Blog')).toBeInTheDocument();
    });

    it('closes when the person clicks elsewhere', async () => {
      await signInAs('admin');
      const { user } = await renderApp('/home');
      const button = await within(header()).findByRole('button', { name: /Admin/ });
      await user.click(button);
      fireEvent.pointerDown(document.body);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
