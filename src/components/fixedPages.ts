import { defineMessages } from '../i18n/messages';
import { paths } from '../config/routes';

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

/** Each fixed page's address, and whether search engines may list it; its words are below. */
const pageAddresses = {
  home: { path: paths.root },
  appointment: { path: paths.appointment },
  services: { path: paths.services },
  contact: { path: paths.contact },
  blog: { path: paths.blog },
  doctors: { path: paths.doctors },
  location: { path: paths.location },
  privacy: { path: paths.privacy },
  login: { path: paths.login, noindex: true },
  register: { path: paths.register, noindex: true },
  reset: { path: paths.reset, noindex: true },
  verifyEmail: { path: paths.verifyEmail, noindex: true },
} satisfies Record<string, Omit<FixedPageMeta, 'title' | 'description'>>;

export type FixedPageName = keyof typeof pageAddresses;
type PageWords = Record<`${FixedPageName}Title` | `${FixedPageName}Description`, string>;

/** The fixed pages' titles and descriptions; in Kannada and Hindi in messages.kn.ts and messages.hi.ts (export fixedPages). */
const en = {
  homeTitle: 'Home',
  homeDescription:
    'Sanjeevani Integrative Clinic in Koramangala, Bengaluru: physicians who combine conventional medicine with acupuncture, cupping and moxibustion. Book a visit, meet our doctors, read our health blog.',
  appointmentTitle: 'Doctor Appointment',
  appointmentDescription:
    'Request an appointment with a physician at Sanjeevani Integrative Clinic, Koramangala, Bengaluru. Choose a date and we will confirm your visit by phone or e-mail.',
  servicesTitle: 'Our Medical Services',
  servicesDescription:
    'The medical services of Sanjeevani Integrative Clinic, Bengaluru: general medicine alongside acupuncture, cupping and moxibustion, and what each treatment is for.',
  contactTitle: 'Contact Us',
  contactDescription:
    'Write to Sanjeevani Integrative Clinic in Koramangala, Bengaluru, or call us: ask a question, get a second opinion, or tell us how we can help.',
  blogTitle: 'Daily Blogs',
  blogDescription:
    'Health articles from the physicians of Sanjeevani Integrative Clinic, Bengaluru: prevention, nutrition, mental health, alternative medicine and everyday health tips.',
  doctorsTitle: 'Our Doctors',
  doctorsDescription:
    'Meet the physicians of Sanjeevani Integrative Clinic in Koramangala, Bengaluru, who treat with conventional medicine and complementary therapies.',
  locationTitle: 'Find Us',
  locationDescription:
    'How to reach Sanjeevani Integrative Clinic: address in 5th Block, Koramangala, Bengaluru, a map, opening hours and phone number.',
  privacyTitle: 'Privacy Notice',
  privacyDescription:
    'What Sanjeevani Integrative Clinic collects through its website, why, where it is kept, for how long, who sees it, and how to see, correct or erase your data.',
  loginTitle: 'Login',
  loginDescription: 'Log in to your Sanjeevani Integrative Clinic account to comment on our health blog.',
  registerTitle: 'Register',
  registerDescription: 'Create a Sanjeevani Integrative Clinic account to join the conversation on our health blog.',
  resetTitle: 'Reset password',
  resetDescription: 'Forgot your password? Get a link to choose a new one for your Sanjeevani Integrative Clinic account.',
  verifyEmailTitle: 'Verify your e-mail',
  verifyEmailDescription: 'Confirm the e-mail address of your Sanjeevani Integrative Clinic account.',
} satisfies PageWords;
export type PageMetaMessages = typeof en;

export const pageMetaMessages = defineMessages('src/components/fixedPages.ts', en);

/** A fixed page's address and whether it is listed (the page's words come from pageMetaMessages). */
export const fixedPageAddress = (name: FixedPageName): Omit<FixedPageMeta, 'title' | 'description'> => pageAddresses[name];

/**
 * Every fixed page with its English words (the sitemap, the tests). Pages in the browser take
 * their words from pageMetaMessages instead, so that a Kannada bundle carries no English here.
 */
export const fixedPagesInEnglish = () =>
  Object.fromEntries(
    (Object.keys(pageAddresses) as FixedPageName[]).map((name) => [
      name,
      { ...pageAddresses[name], title: en[`${name}Title`], description: en[`${name}Description`] },
    ]),
  ) as Record<FixedPageName, FixedPageMeta>;

/** The sitemap's pages: the fixed pages search engines should list. */
export const indexedPages = () => Object.values(fixedPagesInEnglish()).filter((page) => !page.noindex);
