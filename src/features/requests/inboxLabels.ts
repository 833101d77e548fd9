import type { MailStatus, RequestStatus } from '../../types';
import type { InboxMessages } from './inboxMessages';

/** The inbox's texts that are plain strings (the keys below name them). */
export type Label = { [Key in keyof InboxMessages]: InboxMessages[Key] extends string ? Key : never }[keyof InboxMessages];

export const mailLabels: Record<MailStatus, Label> = {
  sent: 'mailSent',
  failed: 'mailFailed',
  'not-configured': 'mailNotConfigured',
  pending: 'mailPending',
};

/** The inbox's views, in the order of its filter buttons; the address keeps the one shown (?show=). */
export const views: Array<{ status: RequestStatus; label: Label }> = [
  { status: 'new', label: 'viewNew' },
  { status: 'handled', label: 'viewHandled' },
  { status: 'spam', label: 'viewSpam' },
  { status: 'withdrawn', label: 'viewWithdrawn' },
];

export const badges: Record<RequestStatus, { label: Label; className: string }> = {
  new: { label: 'badgeNew', className: 'text-bg-warning' },
  handled: { label: 'badgeHandled', className: 'text-bg-success' },
  spam: { label: 'badgeSpam', className: 'text-bg-secondary' },
  withdrawn: { label: 'badgeWithdrawn', className: 'text-bg-light border' },
};

/** The status changes offered from each status, with what the admin is told afterwards. */
export const moves: Record<RequestStatus, Array<{ to: RequestStatus; label: Label }>> = {
  new: [
    { to: 'handled', label: 'markHandled' },
    { to: 'spam', label: 'markSpam' },
  ],
  handled: [
    { to: 'new', label: 'markNew' },
    { to: 'spam', label: 'markSpam' },
  ],
  spam: [{ to: 'new', label: 'notSpam' }],
  // The sender took it back: nothing to do but keep it or delete it.
  withdrawn: [],
};
export const movedMessages: Record<RequestStatus, Label> = {
  new: 'markedNew',
  handled: 'markedHandled',
  spam: 'markedSpam',
  withdrawn: 'viewWithdrawn',
};

/** A list's words, in the page's language. */
export interface ListWords {
  /** After "Load more". */
  noun: string;
  loading: string;
  failed: string;
  /** When no request has the status shown. */
  none: Record<RequestStatus, string>;
}

export const appointmentWords = (t: InboxMessages): ListWords => ({
  noun: t.appointmentRequestsNoun,
  loading: t.loadingAppointmentRequests,
  failed: t.appointmentRequestsFailed,
  none: {
    new: t.noNewAppointmentRequests,
    handled: t.noHandledAppointmentRequests,
    spam: t.noSpamAppointmentRequests,
    withdrawn: t.noWithdrawnAppointmentRequests,
  },
});

export const messageWords = (t: InboxMessages): ListWords => ({
  noun: t.messagesNoun,
  loading: t.loadingMessages,
  failed: t.messagesFailed,
  none: { new: t.noNewMessages, handled: t.noHandledMessages, spam: t.noSpamMessages, withdrawn: t.noWithdrawnMessages },
});
