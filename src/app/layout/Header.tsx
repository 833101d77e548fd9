import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/Icons';
import { Logo } from '../../components/Logo';
import { clinic } from '../../config/clinic';
import { MOBILE_MENU_TOP_OFFSET_PX, STICKY_HEADER_THRESHOLD_PX } from '../../config/constants';
import { mainLinks, navigationMessages } from '../../components/navigation';
import { useMessages } from '../../i18n/messages';
import { layoutMessages } from './messages';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useMediaQuery, useScrolledPast } from '../../lib/useBrowserState';
import { useSession } from '../../features/auth';
import { paths } from '../../config/routes';

/**
 * Only staff see this menu: visitors and patients never download it. If its code cannot be
 * fetched (offline, or a tab left open across a deploy), a plain link to the admin screens
 * stands in: the header, outside the page's error boundary, must never fail with it.
 */
const AdminMenu = lazy(() =>
  import('./AdminMenu').then(
    (m) => ({ default: m.AdminMenu }),
    () => ({ default: AdminMenuUnavailable }),
  ),
);

function AdminMenuUnavailable() {
  const t = useMessages(layoutMessages);
  const { roles } = useSession();
  // A page of the person's own role: the day's bookings for the front desk alone, else the drafts
  // (every other role writes or reviews posts). Not the roles' table: it loads with the menu.
  const to = roles.length === 1 && roles[0] === 'frontDesk' ? paths.frontDesk : paths.drafts;
  return (
    <Link className="nav-link" to={to} reloadDocument>
      {t.admin}
    </Link>
  );
}

/** Below Bootstrap's `lg` breakpoint the links fold into the toggle menu. */
const MOBILE_QUERY = '(max-width: 991.98px)';

export function Header() {
  const t = useMessages(layoutMessages);
  const nav = useMessages(navigationMessages);
  const { user, roles, logout } = useSession();
  const navigate = useNavigate();
  const isSticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);

  async function onLogout() {
    closeMenu();
    try {
      await logout();
      navigate(paths.home);
    } catch (error) {
      console.error('Logout failed', error);
    }
  }

  return (
    // The outer element keeps the header's height in the flow, so turning sticky shifts nothing.
    <header className="site-header-slot">
      <div className={`site-header${isSticky ? ' is-sticky' : ''}`} data-sticky={isSticky}>
        <nav className="container site-nav" aria-label={t.mainNavigation}>
          <Link to={paths.home} className="brand" aria-label={t.homeLinkLabel(clinic.name)} onClick={closeMenu}>
            <Logo />
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle btn"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{t.menu}</span>
          </button>
          <div
            id="main-menu"
            className={`main-menu${menuOpen ? ' is-open' : ''}`}
            style={{ top: MOBILE_MENU_TOP_OFFSET_PX }}
            hidden={isMobile && !menuOpen}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && isMobile && menuOpen) {
                closeMenu();
                toggleRef.current?.focus();
              }
            }}
          >
            <ul className="main-links">
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="nav-link" onClick={closeMenu}>
                    {nav[link.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="menu-actions">
              <LanguageSwitcher />
              {roles.length > 0 && (
                <Suspense fallback={null}>
                  <AdminMenu onNavigate={closeMenu} />
                </Suspense>
              )}
              {user && (
                <NavLink to={paths.myAccount} className="nav-link" onClick={closeMenu}>
                  {t.myAccount}
                </NavLink>
              )}
              {user ? (
                <button type="button" className="btn btn-primary" onClick={onLogout}>
                  {t.logout}
                </button>
              ) : (
                <Link to={paths.login} className="btn btn-primary" onClick={closeMenu}>
                  {t.login}
                </Link>
              )}
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
