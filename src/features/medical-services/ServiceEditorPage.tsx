import { createMedicalService, getMedicalService, updateMedicalService } from '@services/medicalServices';
import { SERVICE_LIMITS } from '../../config/limits';
import { messages } from '../../messages';
import { TitledEntryEditorPage, type TitledEntryEditorConfig } from '../admin';
import { paths } from '../../config/routes';

const serviceEditor: TitledEntryEditorConfig = {
  noun: 'service',
  headings: { create: 'Add Service', update: 'Update Service' },
  labels: { title: 'Service name', description: 'Description' },
  limits: SERVICE_LIMITS,
  saved: { created: messages.serviceCreated, updated: messages.serviceUpdated },
  backTo: { path: paths.services, label: 'Back to the services' },
  load: getMedicalService,
  create: createMedicalService,
  update: updateMedicalService,
};

export default function ServiceEditorPage() {
  return <TitledEntryEditorPage config={serviceEditor} />;
}
