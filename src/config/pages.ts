import { defineMessages } from '../i18n/messages';
import { paths } from './routes';

/** The blog's feed (/feed.xml), as feed readers list it; index.html's head links it under this title. */
export const FEED_TITLE = 'Sanjeevani Integrative Clinic health blog';
export const FEED_PATH = '/feed.xml';

/**
 * What search engines and link previews see of each page with a fixed address: the page's title,
 * its description (every indexed page has its own; a test checks that none repeats) and its
 * canonical path. Aliases (/home and /service for /, /OurDoctors for /doctors, any other letter
 * case) point here. Account pages are kept out of search results and out of the sitemap.
 */
export interface FixedPageMeta {
  /** The canonical path, the one in the sitemap. */
  path: string;
  /** The page's part of the document title ("Our Doctors | Sanjeevani Integrative Clinic"). */
  title: string;
  description: string;
  /** Kept out of search results and out of the sitemap. */
  noindex?: boolean;
}

export const fixedPages = {
  home: {
    path: paths.root,
    title: 'Home',
    description:
      'Sanjeevani Integrative Clinic in Koramangala, Bengaluru: physicians who combine conventional medicine with acupuncture, cupping and moxibustion. Book a visit, meet our doctors, read our health blog.',
  },
  appointment: {
    path: paths.appointment,
    title: 'Doctor Appointment',
    description:
      'Request an appointment with a physician at Sanjeevani Integrative Clinic, Koramangala, Bengaluru. Choose a date and we will confirm your visit by phone or e-mail.',
  },
  services: {
    path: paths.services,
    title: 'Our Medical Services',
    description:
      'The medical services of Sanjeevani Integrative Clinic, Bengaluru: general medicine alongside acupuncture, cupping and moxibustion, and what each treatment is for.',
  },
  contact: {
    path: paths.contact,
    title: 'Contact Us',
    description:
      'Write to Sanjeevani Integrative Clinic in Koramangala, Bengaluru, or call us: ask a question, get a second opinion, or tell us how we can help.',
  },
  blog: {
    path: paths.blog,
    title: 'Daily Blogs',
    description:
      'Health articles from the physicians of Sanjeevani Integrative Clinic, Bengaluru: prevention, nutrition, mental health, alternative medicine and everyday health tips.',
  },
  doctors: {
    path: paths.doctors,
    title: 'Our Doctors',
    description:
      'Meet the physicians of Sanjeevani Integrative Clinic in Koramangala, Bengaluru, who treat with conventional medicine and complementary therapies.',
  },
  location: {
    path: paths.location,
    title: 'Find Us',
    description:
      'How to reach Sanjeevani Integrative Clinic: address in 5th Block, Koramangala, Bengaluru, a map, opening hours and phone number.',
  },
  privacy: {
    path: paths.privacy,
    title: 'Privacy Notice',
    description:
      'What Sanjeevani Integrative Clinic collects through its website, why, where it is kept, for how long, who sees it, and how to see, correct or erase your data.',
  },
  login: {
    path: paths.login,
    title: 'Login',
    description: 'Log in to your Sanjeevani Integrative Clinic account to comment on our health blog.',
    noindex: true,
  },
  register: {
    path: paths.register,
    title: 'Register',
    description: 'Create a Sanjeevani Integrative Clinic account to join the conversation on our health blog.',
    noindex: true,
  },
  reset: {
    path: paths.reset,
    title: 'Reset password',
    description: 'Forgot your password? Get a link to choose a new one for your Sanjeevani Integrative Clinic account.',
    noindex: true,
  },
  verifyEmail: {
    path: paths.verifyEmail,
    title: 'Verify your e-mail',
    description: 'Confirm the e-mail address of your Sanjeevani Integrative Clinic account.',
    noindex: true,
  },
} satisfies Record<string, FixedPageMeta>;

/** The sitemap's pages: the fixed pages search engines should list. */
export const indexedPages = (Object.values(fixedPages) as FixedPageMeta[]).filter((page) => !page.noindex);

export type FixedPageName = keyof typeof fixedPages;
type PageWords = Record<`${FixedPageName}Title` | `${FixedPageName}Description`, string>;

/** The fixed pages' titles and descriptions in each language (pages.kn.ts, pages.hi.ts); English is fixedPages'. */
const en = Object.fromEntries(
  Object.entries(fixedPages).flatMap(([name, page]) => [
    [`${name}Title`, page.title],
    [`${name}Description`, page.description],
  ]),
) as PageWords;
export type PageMetaMessages = typeof en;

export const pageMetaMessages = defineMessages('src/config/pages.ts', en, {
  kn: () => import('./pages.kn'),
  hi: () => import('./pages.hi'),
});
