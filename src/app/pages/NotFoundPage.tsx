import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { mainLinks, navigationMessages } from '../../components/navigation';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { layoutMessages } from '../layout/messages';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useMessages(layoutMessages);
  const nav = useMessages(navigationMessages);
  return (
    <section className="section" aria-labelledby="not-found-heading">
      <PageMeta title={t.notFoundTitle} noindex />
      <div className="container narrow">
        <h1 id="not-found-heading">{t.notFoundTitle}</h1>
        <p className="lead">
          {t.notFoundLead} <code>{pathname}</code>. {t.notFoundOld}
        </p>
        <p>{t.notFoundHelp}</p>
        <ul>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{nav[link.label]}</Link>
            </li>
          ))}
          <li>
            <Link to={paths.doctors}>{t.ourDoctors}</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
