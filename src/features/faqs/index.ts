/** What the home page shows of the FAQs. */
export { FaqAccordion, FaqsLoading } from './FaqAccordion';
