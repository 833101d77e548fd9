import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { LoadingMessage } from '../../components/StatusMessage';
import type { Permission } from '../../config/staffRoles';
import { useMessages } from '../../i18n/messages';
import { authMessages } from './messages';
import { useCan, useRolesReady } from './useCan';
import { useAuthSession } from './useSession';
import { paths, loginPath } from '../../config/routes';

interface StaffOnlyProps {
  /** The rows of the table (src/config/staffRoles.ts) that open this page: any one of them will do. */
  allow: Permission[];
  /** A further condition, e.g. a doctor's own profile only (true by default). */
  when?: (session: { doctorId: string; can: (permission: Permission) => boolean }) => boolean;
  children: ReactNode;
}

/**
 * Shows its children to staff whose role opens the page, and to anyone else a page that says so:
 * log in, or this page belongs to another role. This is for people, not for security: the rules
 * refuse every staff write and read from anyone else whatever the page shows.
 */
export function StaffOnly({ allow, when, children }: StaffOnlyProps) {
  const t = useMessages(authMessages);
  const { user, roles, doctorId, confirmed } = useAuthSession();
  const can = useCan();
  const ready = useRolesReady();
  const location = useLocation();

  if (!confirmed || !ready) return <LoadingMessage label={t.checkingAccess} />;
  if (allow.some(can) && (!when || when({ doctorId, can }))) return children;

  const here = `${location.pathname}${location.search}`;
  const otherRole = user !== null && roles.length > 0;
  const title = otherRole ? t.notYourRole : t.adminsOnly;
  return (
    <section className="section" aria-labelledby="admins-only-heading">
      <PageMeta title={title} noindex />
      <div className="container narrow">
        <h1 id="admins-only-heading">{title}</h1>
        {otherRole ? (
          <p className="lead">{t.otherRole(user.email ?? t.yourAccount)}</p>
        ) : user ? (
          <p className="lead">{t.notAdmin(user.email ?? t.yourAccount)}</p>
        ) : (
          <p className="lead">{t.loginAsAdmin}</p>
        )}
        {!user && (
          <Link to={loginPath(here)} className="btn btn-primary me-2">
            {t.login}
          </Link>
        )}
        <Link to={paths.home} className="btn btn-outline-primary">
          {t.backHome}
        </Link>
      </div>
    </section>
  );
}
