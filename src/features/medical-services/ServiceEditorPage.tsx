import { useMemo } from 'react';
import { createMedicalService, getMedicalService, updateMedicalService } from '@services/medicalServices';
import { SERVICE_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { editorSpecMessages } from '../../components/editorMessages';
import { TitledEntryEditorPage, type TitledEntryEditorConfig } from '../admin';
import { paths } from '../../config/routes';
import { serviceEditorMessages } from './editorMessages';

export default function ServiceEditorPage() {
  const t = useMessages(serviceEditorMessages);
  const m = useMessages(editorSpecMessages);
  const serviceEditor = useMemo<TitledEntryEditorConfig>(
    () => ({
      noun: t.noun,
      headings: { create: t.addHeading, update: t.updateHeading },
      labels: { title: t.titleLabel, description: t.descriptionLabel },
      limits: SERVICE_LIMITS,
      saved: { created: m.serviceCreated, updated: m.serviceUpdated },
      backTo: { path: paths.services, label: t.backToServices },
      load: getMedicalService,
      create: createMedicalService,
      update: updateMedicalService,
    }),
    [t, m],
  );
  return <TitledEntryEditorPage config={serviceEditor} />;
}
