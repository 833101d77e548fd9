import { defineMessages } from '../../i18n/messages';

/** The shell's words: header, footer, language switcher, loading and error pages. */
const en = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  homeLinkLabel: (clinicName: string) => `${clinicName} home`,
  menu: 'Menu',
  myAccount: 'My account',
  logout: 'Logout',
  login: 'Login',
  admin: 'Admin',
  newCount: (count: number) => `${count} new`,
  languages: 'Site language',
  readIn: (language: string) => `Read this page in ${language}`,
  tagline: 'We Help Patients Live a Healthy Quality Life',
  socialLabel: (clinicName: string, network: string) => `${clinicName} on ${network} (opens in a new tab)`,
  quickLinks: 'Quick Links',
  iWantTo: 'I want to',
  visitUs: 'Visit us',
  copyright: (year: number, clinicName: string) =>
    `© ${year} ${clinicName}. Information on this site does not replace a consultation with a doctor.`,
  privacyNotice: 'Privacy notice',
  loading: 'Loading…',
  notFoundTitle: 'Page not found',
  notFoundLead: 'We could not find this address:',
  notFoundOld: 'The link may be old or mistyped.',
  notFoundHelp: 'These pages may help:',
  ourDoctors: 'Our doctors',
  errorTitle: 'Something went wrong',
  errorHeading: 'This page could not be loaded',
  errorOffline: 'You seem to be offline. Check your connection and try again.',
  errorServer: 'Something went wrong on our side. Please try again.',
  reload: 'Reload the page',
  goHome: 'Go to the home page',
  noscript: (phone: string) => `This website needs JavaScript. Please call the clinic on ${phone}.`,
};
export type LayoutMessages = typeof en;

export const layoutMessages = defineMessages('src/app/layout/messages.ts', en);
