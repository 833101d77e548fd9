import type { AppointmentRequest, ContactMessage, RequestCursor, RequestKind, RequestPage } from '../types';

type MyList<T> = (uid: string, after?: RequestCursor) => Promise<RequestPage<T>>;

/** Every page of a paged request list, one after another. */
async function allPages<T>(load: MyList<T>, uid: string): Promise<T[]> {
  const all: T[] = [];
  let after: RequestCursor | undefined;
  for (;;) {
    const page = await load(uid, after);
    all.push(...page.requests);
    if (!page.next) return all;
    after = page.next;
  }
}

/**
 * A person's requests as a whole, built the same way on both backends from their own paged
 * lists and delete: `listAllMyRequests` (their data export) and `deleteMyRequests` (deleting
 * their account; the rules let the sender delete their own).
 */
export function wholeOfMyRequests(backend: {
  listMyAppointmentRequests: MyList<AppointmentRequest>;
  listMyContactMessages: MyList<ContactMessage>;
  deleteRequest: (kind: RequestKind, id: string) => Promise<void>;
}) {
  async function listAllMyRequests(uid: string): Promise<{ appointments: AppointmentRequest[]; messages: ContactMessage[] }> {
    return {
      appointments: await allPages(backend.listMyAppointmentRequests, uid),
      messages: await allPages(backend.listMyContactMessages, uid),
    };
  }
  async function deleteMyRequests(uid: string): Promise<void> {
    const { appointments, messages } = await listAllMyRequests(uid);
    for (const request of appointments) await backend.deleteRequest('appointment', request.id);
    for (const request of messages) await backend.deleteRequest('contact', request.id);
  }
  return { listAllMyRequests, deleteMyRequests };
}
