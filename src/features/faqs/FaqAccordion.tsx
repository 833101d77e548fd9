import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/Icons';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useAsyncData } from '../../lib/useAsyncData';
import { messages } from '../../messages';
import type { Faq } from '../../types';

async function loadFaqs() {
  try {
    return await (await import('@services/faqs')).listFaqs();
  } catch (error) {
    console.error(messages.faqLoadFailure, error);
    throw error;
  }
}

function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className={`faq-item${open ? ' is-open' : ''}`}>
      <h3 className="faq-question">
        <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span>{faq.title}</span>
          <ChevronDownIcon className="faq-chevron" />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!open}>
        <p>{faq.description}</p>
      </div>
    </div>
  );
}

/** The FAQ accordion: each question is a button that shows or hides its answer. */
export function FaqAccordion() {
  const faqs = useAsyncData('faqs', loadFaqs);

  if (faqs.status === 'loading') return <LoadingMessage label="Loading questions…" />;
  if (faqs.status === 'error') return <ErrorMessage>{messages.faqLoadFailure}</ErrorMessage>;
  if (faqs.data.length === 0) return <EmptyMessage>No questions have been answered here yet.</EmptyMessage>;

  return (
    <div className="faq-accordion">
      {faqs.data.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </div>
  );
}
