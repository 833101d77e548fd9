import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as `npm run notify --outbox-url URL` posts it (scripts/lib/notify.mjs), in place of the providers. */
export interface OutboxMessage {
  channel: string;
  to: string;
  kind: string;
  bookingId: string;
  text: string;
}

export interface Outbox {
  /** The address to give the job's --outbox-url. */
  url: string;
  close: () => Promise<void>;
}

/**
 * A local stand-in for the providers, for the job's tests (emulator and browser): `take` gets each
 * message posted and answers it on `response` (a 2xx: delivered; else: failed, to be tried again).
 */
export async function startOutbox(take: (message: OutboxMessage, response: ServerResponse) => void): Promise<Outbox> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => take(JSON.parse(body) as OutboxMessage, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/outbox`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
