import { defineMessages } from '../../i18n/messages';

/** The opening hours as patients see them (every page's footer): kept short. Days and times come from Intl. */
const en = {
  openingHours: 'Opening hours',
  closed: 'Closed',
  closedOn: 'Closed on',
  usualHours: 'These are our usual hours. Please call us to check for holidays.',
  openNow: (closes: string) => `Open now · closes ${closes}`,
  closedNow: 'Closed',
  closedToday: (reason: string) => `Closed today (${reason})`,
  /** "Closed · opens Monday 9 am": `closed` is closedNow or closedToday. */
  opensNext: (closed: string, day: string, opens: string) => `${closed} · opens ${day} ${opens}`,
  today: 'today',
  tomorrow: 'tomorrow',
};
export type HoursMessages = typeof en;

export const hoursMessages = defineMessages('src/features/hours/messages.ts', en);
