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
  blog: { title: 'Daily Blogs', heading: 'Daily Blogs', text: 'Health articles from our doctors are coming soon to this page.' },
  blogPost: { title: 'Blog', heading: 'Blog article', text: 'Health articles from our doctors are coming soon.' },
  blogTag: { title: 'Blogs by tag', heading: 'Blogs by tag', text: 'Browsing articles by tag is coming soon.' },
  blogCategory: { title: 'Blogs by category', heading: 'Blogs by category', text: 'Browsing articles by category is coming soon.' },
  blogEditor: { title: 'Blog editor', heading: 'Blog editor', text: 'The admins’ blog editor is coming soon.' },
} satisfies Record<string, ComingSoonTopic>;

export type ComingSoonTopicName = keyof typeof comingSoonTopics;
