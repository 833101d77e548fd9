import { FormField } from '../../components/FormField';
import { HOURS_LIMITS } from '../../config/limits';
import { localeInfo, TRANSLATED_LOCALES, type TranslatedLocale } from '../../config/locales';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import type { Closure } from '../../types';
import { adminMessages } from '../admin';
import { hoursEditorMessages } from './editorMessages';

/** One closure ahead: its date and reason, the reason in Kannada and Hindi, and its Remove button. */
export function ClosureItem({
  closure,
  onReason,
  onRemove,
}: {
  closure: Closure;
  onReason: (language: TranslatedLocale, reason: string) => void;
  onRemove: () => void;
}) {
  const t = useMessages(hoursEditorMessages);
  const a = useMessages(adminMessages);
  const locale = useIntlLocale();
  return (
    <li className="border-bottom pb-2 mb-2">
      {/* Each closure is a group, so its two reason fields are read with its date. */}
      <fieldset>
        <legend className="fs-6 mb-1">
          {formatCalendarDay(closure.date, locale)} ({closure.reason})
        </legend>
        <div className="row g-2 align-items-end">
          {TRANSLATED_LOCALES.map((language) => (
            <div key={language} className="col-12 col-sm-5">
              <FormField
                label={a.inLanguage(t.reason, localeInfo[language].nativeName)}
                name={`reason-${closure.date}-${language}`}
                lang={language}
                maxLength={HOURS_LIMITS.reason}
                value={closure.translations?.[language] ?? ''}
                onChange={(e) => onReason(language, e.target.value)}
              />
            </div>
          ))}
          <div className="col-12 col-sm-2 mb-3">
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
              {t.remove}
              <span className="visually-hidden">{t.removeWhich(formatCalendarDay(closure.date, locale))}</span>
            </button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
