import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';

export interface EmailJsBody {
  lib_version: string;
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, string>;
}

/**
 * Intercepts EmailJS's HTTP call at the network level (MSW): records each JSON body and answers
 * 200 "OK", or an error when `failWith` is set.
 */
export function interceptEmailJs() {
  const state = { bodies: [] as EmailJsBody[], failWith: null as number | null };
  const server = setupServer(
    http.post(EMAILJS_SEND_URL, async ({ request }) => {
      state.bodies.push((await request.json()) as EmailJsBody);
      return state.failWith
        ? HttpResponse.text('The service is unavailable', { status: state.failWith })
        : HttpResponse.text('OK', { status: 200 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    state.bodies = [];
    state.failWith = null;
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return state;
}
