/**
 * The honeypot of the request forms (requestGuard.ts): out of sight, out of the accessibility tree
 * and of the Tab order, and not filled by browsers' autofill; only a program fills it in. Its
 * `label` is the form's words for it (leaveEmpty), in the page's language.
 */
export function HoneypotField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {label}
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
