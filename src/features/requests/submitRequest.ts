import type { MailOutcome } from '../../services/mail';
import type { RequestKind } from '../../types';

/**
 * The requests service (Firestore's writes) loads when a request is sent, not with the form. A
 * module that cannot load (offline) rejects like a failed write: the form keeps what was typed.
 */
export const loadRequests = () => import('@services/requests');

interface RequestSteps<T> {
  kind: RequestKind;
  /** Stores the request (the requests service, from loadRequests); resolves with its id. */
  store: (input: T) => Promise<string>;
  mail: (input: T) => Promise<MailOutcome>;
}

/**
 * A request is stored first, then e-mailed. It counts as sent once it is stored: a mail failure
 * is only recorded on the stored request, so the inbox shows it. Rejects only when it could not
 * be stored, and then the form keeps what was typed. Resolves with the stored request's id.
 */
export async function submitRequest<T>({ kind, store, mail }: RequestSteps<T>, input: T): Promise<string> {
  const id = await store(input);
  const outcome = await mail(input);
  try {
    const { recordMailStatus } = await loadRequests();
    await recordMailStatus(kind, id, outcome);
  } catch (error) {
    console.error('Could not record whether the e-mail went out', error);
  }
  return id;
}
