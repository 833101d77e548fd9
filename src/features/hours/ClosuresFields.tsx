import { FormField } from '../../components/FormField';
import { HOURS_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { ClosureItem } from './ClosureItem';
import { hoursEditorMessages } from './editorMessages';
import type { ClosuresEditing } from './useHoursEditorForm';

/** The dated closures: those ahead, each with its translated reasons, and the fields that add one. */
export function ClosuresFields({ closures }: { closures: ClosuresEditing }) {
  const t = useMessages(hoursEditorMessages);
  const { problem } = closures;
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t.closedDates}</legend>
      {closures.past > 0 && <p className="form-text">{t.pastClosures(closures.past)}</p>}
      {closures.list.length === 0 ? (
        <p>{t.noClosures}</p>
      ) : (
        <>
          <p className="form-text">{t.reasonTranslationsHint}</p>
          <ul className="list-unstyled">
            {closures.list.map((closure) => (
              <ClosureItem
                key={closure.date}
                closure={closure}
                onReason={(language, reason) => closures.setReason(closure.date, language, reason)}
                onRemove={() => closures.remove(closure.date)}
              />
            ))}
          </ul>
        </>
      )}
      <div className="row g-2 align-items-start">
        <div className="col-12 col-sm-4">
          <FormField
            label={t.closureDate}
            type="date"
            min={closures.today}
            value={closures.newDate}
            error={problem?.field === 'date' ? problem.message : null}
            onChange={(e) => closures.setNewDate(e.target.value)}
          />
        </div>
        <div className="col-12 col-sm-8">
          <FormField
            label={t.reason}
            maxLength={HOURS_LIMITS.reason}
            hint={t.reasonHint}
            value={closures.newReason}
            error={problem?.field === 'reason' ? problem.message : null}
            onChange={(e) => closures.setNewReason(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the closure instead of saving the whole form.
              if (e.key === 'Enter') {
                e.preventDefault();
                closures.add();
              }
            }}
          />
        </div>
      </div>
      <button type="button" className="btn btn-outline-primary" onClick={closures.add}>
        {t.addClosure}
      </button>
      <p className="form-text">{t.closureKeptNote}</p>
    </fieldset>
  );
}
