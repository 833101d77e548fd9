import { defineMessages } from '../../i18n/messages';

/** The services page and list (the services themselves come from the database). The editor's are in editorMessages.ts. */
const en = {
  heading: 'Our Medical Services',
  lead: 'Conventional medicine first, with complementary therapies where they help.',
  loading: 'Loading our services…',
  loadFailed: 'We could not load our services just now. Please refresh the page or call us.',
  empty: 'Our services will be listed here soon.',
  deleteTitle: 'Delete service',
  /** Who an admin's edit and delete buttons name, after "Edit" or "Delete". */
  entryName: (title: string) => `service: ${title}`,
};
export type MedicalServicesMessages = typeof en;

export const medicalServicesMessages = defineMessages('src/features/medical-services/messages.ts', en);
