import { defineMessages } from '../../i18n/messages';

/**
 * The booking form's words about the messages a patient gets (issue 45): loaded with the form's
 * fields, once a signed-in patient has chosen a time, so a visitor's page does without them.
 */
const en = {
  emailNote: (email: string) =>
    `We e-mail you at ${email}: a confirmation, a reminder the day before, and word if the clinic has to cancel.`,
  whatsAppLabel: (phone: string) => `Also send these on WhatsApp to ${phone}`,
  whatsAppHint: 'Optional. You can stop WhatsApp messages at any time in My account.',
  whatsAppVerify: 'For WhatsApp messages too, verify your phone number in ',
  whatsAppVerifyLink: 'My account',
  whatsAppVerifyEnd: ' first.',
};

export type WhatsAppOptInMessages = typeof en;

export const whatsAppOptInMessages = defineMessages('src/features/bookings/whatsAppOptInMessages.ts', en);
