import { defineMessages } from '../i18n/messages';

/** The shared components' words: dialogs, lists, the map, the forms' privacy line, the admins' entry actions. */
const en = {
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting…',
  editEntry: (name: string) => `Edit ${name}`,
  deleteEntry: (name: string) => `Delete ${name}`,
  loading: 'Loading…',
  loadMore: (noun: string) => `Load more ${noun}`,
  moreFailed: (noun: string) => `More ${noun} could not be loaded. Please try again.`,
  mapTitle: (place: string) => `Map showing ${place}`,
  mapNotice: 'The map is shown by Google Maps. Opening it sends Google your IP address and browser details.',
  openMap: 'Open the map',
  howWeHandleData: 'How we handle your data',
  notTranslated: 'Not yet translated',
};
export type ComponentMessages = typeof en;

export const componentMessages = defineMessages('src/components/messages.ts', en);
