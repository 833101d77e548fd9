import { useMessages } from '../../i18n/messages';
import { layoutMessages } from '../layout/messages';

/** Shown for the moment between the first script and the first page's code arriving. */
export function AppLoading() {
  const t = useMessages(layoutMessages);
  return (
    <div className="app-loading" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t.loading}</span>
    </div>
  );
}
