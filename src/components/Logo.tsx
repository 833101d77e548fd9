import { clinic } from '../config/clinic';

/** The clinic's mark: a leaf inside a medical cross, drawn inline so it costs no request. */
export function Logo() {
  return (
    <span className="brand-logo">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="14" y="2" width="12" height="36" rx="3" fill="#0b6e63" />
        <rect x="2" y="14" width="36" height="12" rx="3" fill="#0b6e63" />
        <path d="M20 29c-5-2-7-7-5-13 5 1 8 5 5 13zm0 0c5-2 7-7 5-13-5 1-8 5-5 13z" fill="#d9f2ec" />
      </svg>
      <span className="brand-name">{clinic.shortName}</span>
    </span>
  );
}
