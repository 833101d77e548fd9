import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { authMessages } from './messages';
import type { SessionUser } from '../../types';
import { useAuthSession } from './useSession';
import { loginPath } from '../../config/routes';

/**
 * A person's own pages (My requests): shown to the signed-in person, with their account; a
 * visitor is asked to log in and comes back here, to the same address with its hash (a message's
 * link to one booking, /my-requests#booking-<id>). The rules decide what each account may read.
 */
export function SignedInOnly({ title, children }: { title: string; children: (user: SessionUser) => ReactNode }) {
  const t = useMessages(authMessages);
  const { user, confirmed } = useAuthSession();
  const location = useLocation();

  if (!confirmed) return <LoadingMessage label={t.checkingAccount} />;
  if (user) return children(user);
  return (
    <section className="section" aria-labelledby="signed-in-only-heading">
      <PageMeta title={title} noindex />
      <div className="container narrow">
        <h1 id="signed-in-only-heading">{title}</h1>
        <p className="lead">{t.loginToSee}</p>
        <Link to={loginPath(`${location.pathname}${location.search}${location.hash}`)} className="btn btn-primary">
          {t.login}
        </Link>
      </div>
    </section>
  );
}
