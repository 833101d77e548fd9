import { defineMessages } from '../../i18n/messages';

/** The admins' service editor (its own catalog: a visitor's page never loads it). */
const en = {
  /** The service, as the editor's messages name it ("Loading the service…"). */
  noun: 'service',
  addHeading: 'Add Service',
  updateHeading: 'Update Service',
  titleLabel: 'Service name',
  descriptionLabel: 'Description',
  backToServices: 'Back to the services',
};
export type ServiceEditorMessages = typeof en;

export const serviceEditorMessages = defineMessages('src/features/medical-services/editorMessages.ts', en);
