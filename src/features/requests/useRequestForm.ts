import { useState, type FormEvent } from 'react';
import { trimFields } from '../../lib/formChecks';
import { toast } from '../../lib/toast';
import { useFormCheck, type FormProblems } from '../../lib/useFormCheck';
import { useMessages } from '../../i18n/messages';
import { requestMessages } from './messages';
import { useRequestGuard } from './requestGuard';

interface RequestForm<Values extends { [Field in keyof Values]: string }> {
  empty: Values;
  validate: (values: Values) => FormProblems<Extract<keyof Values, string>>;
  /** Stores and e-mails the request (submitRequest), with its fields trimmed; resolves with its id. */
  send: (values: Values) => Promise<string>;
  /** What the request is, for the console (in English): "contact message". */
  what: string;
  /** The toast when it could not be stored, in the page's language. */
  failureMessage: string;
  /**
   * After the request is stored: thank the sender (the form is emptied). What was sent, and the
   * stored request's id (null when the spam filter dropped it unseen).
   */
  onSent: (sent: Values, id: string | null) => void;
  /** When a checked request starts on its way. */
  onSending?: () => void;
}

/**
 * The contact and appointment forms: their values, checks, the guard against spam and double
 * sends, and the submit that stores the request, says so, and empties the form. A failed send
 * keeps everything typed.
 */
export function useRequestForm<Values extends { [Field in keyof Values]: string }>({
  empty,
  validate,
  send,
  what,
  failureMessage,
  onSent,
  onSending,
}: RequestForm<Values>) {
  const t = useMessages(requestMessages);
  const [values, setValues] = useState<Values>(empty);
  const [sending, setSending] = useState(false);
  const check = useFormCheck(values, validate);
  const guard = useRequestGuard();
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending || !check.passes()) return;
    setSending(true);
    onSending?.();
    try {
      const sent = trimFields(values);
      const outcome = await guard.submit(() => send(sent));
      if (outcome.kind === 'wait') {
        toast.error(t.requestTooSoon(outcome.seconds));
        return;
      }
      setValues(empty);
      check.reset();
      onSent(sent, outcome.result);
    } catch (error) {
      console.error(`Could not store the ${what}`, error);
      toast.error(failureMessage);
    } finally {
      setSending(false);
    }
  }

  return { values, set, error: check.error, sending, trap: { value: guard.trap, onChange: guard.setTrap }, onSubmit };
}
