import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/routes';
import { useLocale } from '../../i18n/LocaleContext';
import { pathInLocale } from '../../config/locales';
import { useMessages } from '../../i18n/messages';
import { layoutMessages } from '../layout/messages';

/**
 * Shown when a page fails to load, most often a lost connection while fetching its code.
 * Says so and offers a reload instead of a blank screen.
 */
export function RouteErrorPage() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <section className="section" aria-labelledby="route-error-heading">
      <PageMeta title={t.errorTitle} noindex />
      <div className="container narrow">
        <h1 id="route-error-heading">{t.errorHeading}</h1>
        <p className="lead">{offline ? t.errorOffline : t.errorServer}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t.reload}
        </button>{' '}
        <a href={pathInLocale(paths.home, locale)} className="btn btn-outline-primary">
          {t.goHome}
        </a>
      </div>
    </section>
  );
}
