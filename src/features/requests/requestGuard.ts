import { useState } from 'react';
import { REQUEST_COOLDOWN_S, REQUEST_MIN_FILL_MS } from '../../config/constants';

/**
 * Cheap filters in front of the contact and appointment forms, needing no third party:
 * - a honeypot: a field people never see (hidden from sight, screen readers and the Tab key) that
 *   form-filling programs fill in;
 * - a minimum fill time: nobody types a request in under three seconds;
 * - a per-browser cooldown after a request is sent, kept in localStorage.
 * A program caught by the first two is thanked as usual and nothing is stored, so it learns nothing.
 * The rules still bound every field; these only keep the inbox readable.
 */
type RequestVerdict = { kind: 'send' } | { kind: 'drop' } | { kind: 'wait'; seconds: number };

/** What the form tells the person: thanks (sent, or dropped unseen), or how long to wait. */
export type RequestOutcome<R> = { kind: 'thanked'; result: R | null } | { kind: 'wait'; seconds: number };

const LAST_SENT_KEY = 'clinic.lastRequestSentAt';

function lastSentAt(): number {
  try {
    return Number(globalThis.localStorage?.getItem(LAST_SENT_KEY)) || 0;
  } catch {
    return 0; // Storage blocked: no cooldown rather than no form.
  }
}

/** Remembers, for this browser, that a request has just been sent. */
function recordRequestSent(now = Date.now()): void {
  try {
    globalThis.localStorage?.setItem(LAST_SENT_KEY, String(now));
  } catch {
    // Storage blocked: the cooldown does not apply.
  }
}

export function useRequestGuard() {
  // The form opens with the page (prerendered forms are disabled until the app runs, so a person
  // cannot start typing earlier).
  const [openedAt] = useState(() => Date.now());
  const [trap, setTrap] = useState('');

  function verdict(now = Date.now()): RequestVerdict {
    if (trap !== '' || now - openedAt < REQUEST_MIN_FILL_MS) return { kind: 'drop' };
    const waitMs = lastSentAt() + REQUEST_COOLDOWN_S * 1000 - now;
    // A time in the future (a changed clock) does not lock the form for longer than the cooldown.
    if (waitMs > 0 && waitMs <= REQUEST_COOLDOWN_S * 1000) return { kind: 'wait', seconds: Math.ceil(waitMs / 1000) };
    return { kind: 'send' };
  }

  /**
   * Sends (`send` stores and e-mails) unless a filter stops it; rejects only when `send` does.
   * `result` is what `send` resolved with, null when a filter dropped the request.
   */
  async function submit<R>(send: () => Promise<R>): Promise<RequestOutcome<R>> {
    const found = verdict();
    if (found.kind === 'wait') return found;
    if (found.kind === 'drop') return { kind: 'thanked', result: null };
    const result = await send();
    recordRequestSent();
    return { kind: 'thanked', result };
  }

  return { trap, setTrap, submit };
}
