import { defineMessages } from '../../i18n/messages';

/**
 * The admin tools' shared words: the editor page and its save button, the titled-entry editor,
 * and the line about the public pages. `noun` values are in the page's language (each editor's
 * own messages name what it edits).
 */
const en = {
  loadingEntry: (noun: string) => `Loading the ${noun}…`,
  entryLoadFailed: (noun: string) => `We could not load this ${noun}. Please check your connection and reload.`,
  entryNotFound: (noun: string) => `We could not find this ${noun}. It may have been deleted.`,
  entrySaveFailed: (noun: string) => `Could not save the ${noun}. Please check your connection and try again; your text is still here.`,
  characters: (count: number, max: number) => `${count} / ${max} characters`,
  saving: 'Saving…',
  save: 'Save',
  saveChanges: 'Save changes',
  publishReadFailed: 'We could not read whether changes are waiting to be published.',
  noPublishedBuild: 'This copy of the site has no published build of the public pages: the publish workflow makes one when it deploys.',
  lastBuilt: (when: string) => `Public pages last built ${when}.`,
  changesWaiting: (count: number, when: string) => `${count} ${count === 1 ? 'change goes' : 'changes go'} live by about ${when}.`,
  refreshAsked: (when: string) => `A refresh is asked for: live by about ${when}.`,
  allLive: 'Everything is live.',
  tomorrowAt: (time: string) => `tomorrow at ${time}`,
  refreshAskedToast: (when: string) => `Asked for: the public pages are refreshed by about ${when}.`,
  refreshAskFailed: 'We could not ask for the public pages to be refreshed. Please check your connection and try again.',
  asking: 'Asking…',
  refreshNow: 'Refresh the public pages now',
  translationLegend: (language: string) => `${language} (optional)`,
  translationHint: 'Leave both empty to show the English on these pages, marked "Not yet translated".',
  translationHalf: 'Fill in both fields for this language, or leave both empty.',
  inLanguage: (field: string, language: string) => `${field} (${language})`,
};
export type AdminMessages = typeof en;

export const adminMessages = defineMessages('src/features/admin/messages.ts', en);
