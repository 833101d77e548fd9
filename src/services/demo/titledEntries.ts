import { AUTHOR_MAX_LENGTH, FAQ_LIMITS, SERVICE_LIMITS, type TitledEntryLimits } from '../../config/limits';
import type { ContentAuthor, TitledEntry, TitledEntryInput } from '../../types';
import { authorName } from '../authorName';
import {
  demoDb,
  latency,
  permissionDenied,
  recordDemoContentChange,
  requireDemoPermission,
  rulesEntryText,
  saveDemoDb,
  serverNow,
  type DemoDb,
} from './store';
import { documentGone } from '../errors';
import { cleanTranslations } from '../../lib/contentLanguage';

/** The bounds the rules give each collection (validTitledEntry in match /services and match /faq). */
const LIMITS: Record<'medicalServices' | 'faqs', TitledEntryLimits> = { medicalServices: SERVICE_LIMITS, faqs: FAQ_LIMITS };

/** Demo twin of the shared titled-entry operations, over one array of the demo database. */
export function titledEntryStore(collection: 'medicalServices' | 'faqs') {
  const entries = (): TitledEntry[] => demoDb()[collection] satisfies DemoDb[typeof collection];
  const fields = (input: TitledEntryInput, author: ContentAuthor) => ({
    title: input.title.trim(),
    description: input.description.trim(),
    translations: cleanTranslations(input.translations, ['title', 'description']),
    timestamp: serverNow(),
    author: authorName(author),
    userId: author.uid,
  });
  // The twin applies the rules' checks too (a content role, userId is the signed-in user's, the text
  // non-blank within the collection's bounds in every language), so the demo behaves like
  // production.
  const checked = (input: TitledEntryInput, author: ContentAuthor) => {
    if (requireDemoPermission('editContent') !== author.uid) throw permissionDenied();
    const saved = fields(input, author);
    if (!rulesEntryText(saved, LIMITS[collection]) || saved.author.length > AUTHOR_MAX_LENGTH) throw permissionDenied();
    return saved;
  };

  return {
    async list(): Promise<TitledEntry[]> {
      await latency();
      return structuredClone(entries()).sort((a, b) => (a.timestamp?.getTime() ?? 0) - (b.timestamp?.getTime() ?? 0));
    },
    async get(id: string): Promise<TitledEntry | null> {
      await latency();
      const found = entries().find((e) => e.id === id);
      return found ? structuredClone(found) : null;
    },
    async create(input: TitledEntryInput, author: ContentAuthor): Promise<string> {
      await latency();
      const saved = checked(input, author);
      const id = crypto.randomUUID();
      entries().push({ id, ...saved });
      recordDemoContentChange();
      saveDemoDb();
      return id;
    },
    async update(id: string, input: TitledEntryInput, author: ContentAuthor): Promise<void> {
      await latency();
      const saved = checked(input, author);
      const index = entries().findIndex((e) => e.id === id);
      if (index === -1) throw documentGone();
      entries()[index] = { id, ...saved };
      recordDemoContentChange();
      saveDemoDb();
    },
    async remove(id: string): Promise<void> {
      await latency();
      requireDemoPermission('editContent');
      const list = entries();
      const index = list.findIndex((e) => e.id === id);
      if (index !== -1) list.splice(index, 1);
      recordDemoContentChange();
      saveDemoDb();
    },
  };
}
