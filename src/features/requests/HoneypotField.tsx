import { useMessages } from '../../i18n/messages';
import { requestMessages } from './messages';

/**
 * The honeypot of the request forms (requestGuard.ts): out of sight, out of the accessibility tree
 * and of the Tab order, and not filled by browsers' autofill; only a program fills it in.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages(requestMessages);
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t.leaveEmpty}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
