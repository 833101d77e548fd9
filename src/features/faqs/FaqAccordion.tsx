import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { AdminEntryActions } from '../../components/AdminEntryActions';
import { ConfirmDialogOnDemand } from '../../components/ConfirmDialogOnDemand';
import { JsonLd } from '../../components/JsonLd';
import { ChevronDownIcon } from '../../components/Icons';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { faqPageJsonLd } from '../../lib/structuredData/faqPage';
import { useAsyncData } from '../../lib/useAsyncData';
import { useMessages } from '../../i18n/messages';
import { deleteMessages } from '../../components/deleteMessages';
import type { Faq } from '../../types';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { useCan } from '../auth';
import { editFaqPath } from '../../config/routes';
import { NotTranslated } from '../../components/NotTranslated';
import { useInLanguage } from '../../i18n/useInLanguage';
import { useLocale } from '../../i18n/LocaleContext';
import { localeInfo } from '../../config/locales';
import { titledEntriesIn } from '../../lib/contentLanguage';
import { faqMessages } from './messages';

const loadFaqsModule = () => import('@services/faqs');

async function loadFaqs() {
  try {
    return await (await loadFaqsModule()).listFaqs();
  } catch (error) {
    console.error(faqMessages.en.faqLoadFailure, error);
    throw error;
  }
}

function FaqItem({ faq, onDelete }: { faq: Faq; onDelete?: () => void }) {
  const t = useMessages(faqMessages);
  const { content, translated, lang } = useInLanguage({ title: faq.title, description: faq.description }, faq.translations);
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className={`faq-item${open ? ' is-open' : ''}`}>
      <div className="d-flex align-items-center">
        <h3 className="faq-question flex-grow-1">
          <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            <span lang={lang}>{content.title}</span>
            <ChevronDownIcon className="faq-chevron" />
          </button>
        </h3>
        {!translated && <NotTranslated className="me-3" />}
        {onDelete && (
          <span className="pe-3">
            <AdminEntryActions editTo={editFaqPath(faq.id)} name={t.entryName(faq.title)} onDelete={onDelete} />
          </span>
        )}
      </div>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!open}>
        <p lang={lang}>{content.description}</p>
      </div>
    </div>
  );
}

/** What the accordion shows while it loads (the home page shows it until the visitor scrolls on). */
export function FaqsLoading() {
  const t = useMessages(faqMessages);
  return <LoadingMessage label={t.loading} />;
}

/** The FAQ accordion: each question is a button that shows or hides its answer. */
export function FaqAccordion() {
  const t = useMessages(faqMessages);
  const d = useMessages(deleteMessages);
  const locale = useLocale();
  const faqs = useAsyncData('faqs', loadFaqs);
  const editsContent = useCan()('editContent');
  const [deleteFailed, setDeleteFailed] = useState(false);
  const deletion = useConfirmedDelete<Faq>({
    title: t.deleteTitle,
    message: d.faqDeleteConfirm,
    remove: async (id) => (await loadFaqsModule()).deleteFaq(id),
    onDeleted: () => {
      setDeleteFailed(false);
      toast.success(d.faqDeleted);
    },
    onFailed: (error) => {
      console.error(deleteMessages.en.faqDeleteFailure, error);
      setDeleteFailed(true);
      toast.error(d.faqDeleteFailureToast);
    },
  });

  if (faqs.status === 'loading') return <FaqsLoading />;
  if (faqs.status === 'error') return <ErrorMessage>{t.faqLoadFailure}</ErrorMessage>;
  const shown = faqs.data.filter((faq) => !deletion.isDeleted(faq));
  if (shown.length === 0) return <EmptyMessage>{t.empty}</EmptyMessage>;

  return (
    <div className="faq-accordion">
      {/* Search engines get the FAQs in the page's language: those written in it. */}
      <JsonLd data={faqPageJsonLd(titledEntriesIn(shown, locale), localeInfo[locale].intl)} />
      {deleteFailed && <ErrorMessage>{d.faqDeleteFailure}</ErrorMessage>}
      {shown.map((faq) => (
        <FaqItem key={faq.id} faq={faq} onDelete={editsContent ? () => deletion.ask(faq) : undefined} />
      ))}
      <ConfirmDialogOnDemand {...deletion.dialog} />
    </div>
  );
}
