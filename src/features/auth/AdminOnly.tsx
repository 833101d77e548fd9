import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { LoadingMessage } from '../../components/StatusMessage';
import { useAuthSession } from './useSession';
import { paths, loginPath } from '../../config/routes';

/**
 * Shows its children to admins only. This is for people, not for security: the rules refuse
 * every admin write from anyone else whatever the page shows.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, isAdmin, confirmed } = useAuthSession();
  const location = useLocation();

  if (!confirmed) return <LoadingMessage label="Checking your access…" />;
  if (isAdmin) return children;

  const here = `${location.pathname}${location.search}`;
  return (
    <section className="section" aria-labelledby="admins-only-heading">
      <PageMeta title="Admins only" noindex />
      <div className="container narrow">
        <h1 id="admins-only-heading">Admins only</h1>
        {user ? (
          <p className="lead">
            This page is for the clinic's administrators, and {user.email ?? 'your account'} is not an admin account. If you should have
            access, please ask the clinic.
          </p>
        ) : (
          <p className="lead">This page is for the clinic's administrators. Please log in with an admin account.</p>
        )}
        {!user && (
          <Link to={loginPath(here)} className="btn btn-primary me-2">
            Login
          </Link>
        )}
        <Link to={paths.home} className="btn btn-outline-primary">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
