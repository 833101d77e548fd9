import { useMemo } from 'react';
import { createFaq, getFaq, updateFaq } from '@services/faqs';
import { FAQ_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { editorSpecMessages } from '../../components/editorMessages';
import { TitledEntryEditorPage, type TitledEntryEditorConfig } from '../admin';
import { paths } from '../../config/routes';
import { faqEditorMessages } from './editorMessages';

export default function FaqEditorPage() {
  const t = useMessages(faqEditorMessages);
  const m = useMessages(editorSpecMessages);
  const faqEditor = useMemo<TitledEntryEditorConfig>(
    () => ({
      noun: t.noun,
      headings: { create: t.addHeading, update: t.updateHeading },
      labels: { title: t.titleLabel, description: t.descriptionLabel },
      limits: FAQ_LIMITS,
      saved: { created: m.faqCreated, updated: m.faqUpdated },
      backTo: { path: paths.homeFaqs, label: t.backToFaqs },
      load: getFaq,
      create: createFaq,
      update: updateFaq,
    }),
    [t, m],
  );
  return <TitledEntryEditorPage config={faqEditor} />;
}
