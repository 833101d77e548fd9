import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/Icons';
import { adminLinks, adminMenuMessages, type AdminMenuLink } from './adminMenuLinks';
import { editDoctorPath } from '../../config/routes';
import { useSession } from '../../features/auth';
import { can as canWithRoles, type Permission } from '../../config/staffRoles';
import { useMessages } from '../../i18n/messages';
import { layoutMessages } from './messages';

/**
 * How many requests are new, counted each time the menu opens (two count queries: no request is
 * read). Null until known, or when the count failed (the link still works).
 */
function useNewRequestCount(open: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!open) return;
    let active = true;
    // Loaded here, not with the header: only admins who open the menu need the Firestore code.
    import('@services/requests')
      .then((requests) => requests.countNewRequests())
      .then(
        (counted) => {
          if (active) setCount(counted);
        },
        (error: unknown) => console.error('Could not count the new requests', error),
      );
    return () => {
      active = false;
    };
  }, [open]);
  return count;
}

/**
 * The admins' dropdown (Add Blog, Add Faq, Add Service): a disclosure button with a list of
 * links. Enter, Space or ArrowDown opens it, arrows move between items, Escape closes it and
 * returns focus to the button, and leaving it (Tab or a click elsewhere) closes it.
 */
/** `onNavigate`: a link was chosen (the header folds its phone menu, as its own links do). */
export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages(layoutMessages);
  const nav = useMessages(adminMenuMessages);
  // The menu is staff's only: it carries the roles' table itself, and shows its links at once.
  const { roles, doctorId } = useSession();
  const can = (permission: Permission) => canWithRoles(roles, permission);
  const [open, setOpen] = useState(false);
  // The links this person's roles open (src/config/staffRoles.ts), and a doctor's own profile.
  const links: AdminMenuLink[] = adminLinks.filter((link) => link.allow.some(can));
  if (can('ownProfile') && doctorId) links.push({ label: 'myDoctorProfile', to: editDoctorPath(doctorId), allow: ['ownProfile'] });
  const newRequests = useNewRequestCount(open && can('inbox'));
  const [focusFirstOnOpen, setFocusFirstOnOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  useEffect(() => {
    if (open && focusFirstOnOpen) items()[0]?.focus();
  }, [open, focusFirstOnOpen]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const links = items();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setFocusFirstOnOpen(true);
        setOpen(true);
      } else {
        links[(index + 1) % links.length]?.focus();
      }
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      links[(index - 1 + links.length) % links.length]?.focus();
    }
  }

  return (
    <div
      className="admin-menu"
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline-primary admin-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setFocusFirstOnOpen(false);
          setOpen((isOpen) => !isOpen);
        }}
      >
        {t.admin} <ChevronDownIcon width={16} height={16} />
      </button>
      <ul id={listId} className="admin-menu-list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              {nav[link.label]}
              {link.count === 'newRequests' && newRequests !== null && newRequests > 0 && (
                <>
                  {' '}
                  <span className="badge text-bg-warning ms-1">{t.newCount(newRequests)}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
