import type { ContentAuthor, MedicalService, TitledEntryInput } from '../../types';
import { titledEntryStore } from './titledEntries';

/** Demo twin of the medical services module. */
const store = titledEntryStore('medicalServices');

export const listMedicalServices = (): Promise<MedicalService[]> => store.list();
export const getMedicalService = (id: string): Promise<MedicalService | null> => store.get(id);
export const createMedicalService = (input: TitledEntryInput, author: ContentAuthor): Promise<string> => store.create(input, author);
export const updateMedicalService = (id: string, input: TitledEntryInput, author: ContentAuthor): Promise<void> =>
  store.update(id, input, author);
export const deleteMedicalService = (id: string): Promise<void> => store.remove(id);
