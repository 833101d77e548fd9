import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/routes';

/**
 * Shown when a page fails to load, most often a lost connection while fetching its code.
 * Says so and offers a reload instead of a blank screen.
 */
export function RouteErrorPage() {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <section className="section" aria-labelledby="route-error-heading">
      <PageMeta title="Something went wrong" noindex />
      <div className="container narrow">
        <h1 id="route-error-heading">This page could not be loaded</h1>
        <p className="lead">
          {offline ? 'You seem to be offline. Check your connection and try again.' : 'Something went wrong on our side. Please try again.'}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>{' '}
        <a href={paths.home} className="btn btn-outline-primary">
          Go to the home page
        </a>
      </div>
    </section>
  );
}
