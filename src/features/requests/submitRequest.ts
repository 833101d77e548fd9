import { recordMailStatus } from '@services/requests';
import type { MailOutcome } from '../../services/mail';
import type { RequestKind } from '../../types';

interface RequestSteps<T> {
  kind: RequestKind;
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
    await recordMailStatus(kind, id, outcome);
  } catch (error) {
    console.error('Could not record whether the e-mail went out', error);
  }
  return id;
}
