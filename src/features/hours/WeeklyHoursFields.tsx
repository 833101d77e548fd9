import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { WEEKDAYS } from '../../lib/openingHours';
import { weekdayIn } from './clock';
import { hoursEditorMessages } from './editorMessages';
import type { WeekEditing } from './useHoursEditorForm';

/** The weekly hours: for each day, whether the clinic opens, and when it opens and closes. */
export function WeeklyHoursFields({ week }: { week: WeekEditing }) {
  const t = useMessages(hoursEditorMessages);
  const locale = useIntlLocale();
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t.everyWeek}</legend>
      {WEEKDAYS.map((day) => {
        const row = week.days[day];
        const name = weekdayIn(day, locale);
        const problem = week.problem(day);
        const problemId = `hours-${day}-problem`;
        const invalid = problem ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};
        return (
          <div key={day} className="hours-row row g-2 align-items-center mb-2">
            <div className="col-12 col-sm-4 form-check ps-5">
              <input
                id={`hours-${day}-open`}
                type="checkbox"
                className="form-check-input"
                checked={row.open}
                onChange={(e) => week.setDay(day, { open: e.target.checked })}
              />
              <label htmlFor={`hours-${day}-open`} className="form-check-label">
                {t.openOn(name)}
              </label>
            </div>
            {(['opens', 'closes'] as const).map((edge) => (
              <div key={edge} className="col-6 col-sm-4">
                <label htmlFor={`hours-${day}-${edge}`} className="visually-hidden">
                  {edge === 'opens' ? t.opensLabel(name) : t.closesLabel(name)}
                </label>
                <input
                  id={`hours-${day}-${edge}`}
                  type="time"
                  className={`form-control${problem ? ' is-invalid' : ''}`}
                  value={row[edge]}
                  disabled={!row.open}
                  onChange={(e) => week.setDay(day, { [edge]: e.target.value })}
                  {...invalid}
                />
              </div>
            ))}
            {problem && (
              <div id={problemId} className="col-12 invalid-feedback d-block mt-0">
                {problem}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
