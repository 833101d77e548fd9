import { defineMessages } from '../../i18n/messages';

/** The location page's words (the address and hours come from the clinic's config and the hours feature). */
const en = {
  heading: 'Find Us',
  lead: (district: string, city: string) => `Our clinic is in ${district}, ${city}. Walk-ins are welcome; appointments are seen first.`,
  openInMaps: 'Open in Google Maps',
  openInMapsLabel: 'Open in Google Maps (opens in a new tab)',
};
export type LocationMessages = typeof en;

export const locationMessages = defineMessages('src/features/location/messages.ts', en);
