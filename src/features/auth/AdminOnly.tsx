import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { authMessages } from './messages';
import { useAuthSession } from './useSession';
import { paths, loginPath } from '../../config/routes';

/**
 * Shows its children to admins only. This is for people, not for security: the rules refuse
 * every admin write from anyone else whatever the page shows.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const t = useMessages(authMessages);
  const { user, isAdmin, confirmed } = useAuthSession();
  const location = useLocation();

  if (!confirmed) return <LoadingMessage label={t.checkingAccess} />;
  if (isAdmin) return children;

  const here = `${location.pathname}${location.search}`;
  return (
    <section className="section" aria-labelledby="admins-only-heading">
      <PageMeta title={t.adminsOnly} noindex />
      <div className="container narrow">
        <h1 id="admins-only-heading">{t.adminsOnly}</h1>
        {user ? <p className="lead">{t.notAdmin(user.email ?? t.yourAccount)}</p> : <p className="lead">{t.loginAsAdmin}</p>}
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
