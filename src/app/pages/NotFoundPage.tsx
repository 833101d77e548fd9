import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { mainLinks } from '../../config/navigation';
import { paths } from '../../config/routes';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="section" aria-labelledby="not-found-heading">
      <PageMeta title="Page not found" noindex />
      <div className="container narrow">
        <h1 id="not-found-heading">Page not found</h1>
        <p className="lead">
          We could not find <code>{pathname}</code>. The link may be old or mistyped.
        </p>
        <p>These pages may help:</p>
        <ul>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link to={paths.doctors}>Our doctors</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
