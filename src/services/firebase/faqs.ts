import type { ContentAuthor, Faq, TitledEntryInput } from '../../types';
import { titledEntryStore } from './titledEntries';

/** Frequently asked questions (collection `faq`). */
const store = titledEntryStore('faq');

export const listFaqs = (): Promise<Faq[]> => store.list();
export const getFaq = (id: string): Promise<Faq | null> => store.get(id);
export const createFaq = (input: TitledEntryInput, author: ContentAuthor): Promise<string> => store.create(input, author);
export const updateFaq = (id: string, input: TitledEntryInput, author: ContentAuthor): Promise<void> => store.update(id, input, author);
export const deleteFaq = (id: string): Promise<void> => store.remove(id);
