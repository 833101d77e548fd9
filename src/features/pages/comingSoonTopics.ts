/**
 * Pages whose features arrive in later releases. Each says so plainly and tells a patient how
 * to reach the clinic meanwhile, so no route is ever a blank screen.
 */
export interface ComingSoonTopic {
  title: string;
  heading: string;
  text: string;
}

const reachUs = 'Until then, please call or e-mail us and our front desk will help you.';

export const comingSoonTopics = {
  appointment: {
    title: 'Doctor Appointment',
    heading: 'Doctor Appointment',
    text: `Online appointment requests are coming soon. ${reachUs}`,
  },
  contact: {
    title: 'Contact Us',
    heading: 'Send us a message',
    text: `Our online message form is coming soon. ${reachUs}`,
  },
} satisfies Record<string, ComingSoonTopic>;

export type ComingSoonTopicName = keyof typeof comingSoonTopics;
