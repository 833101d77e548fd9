import { useMessages } from '../i18n/messages';
import { componentMessages } from './messages';

/**
 * Beside content shown in English on a Kannada or Hindi page: "Not yet translated", in the page's
 * language. The content itself carries lang="en", so screen readers read it as English.
 */
export function NotTranslated({ className = '' }: { className?: string }) {
  const t = useMessages(componentMessages);
  return <span className={`badge text-bg-light border not-translated ${className}`}>{t.notTranslated}</span>;
}
