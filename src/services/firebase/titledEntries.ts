import { collection, doc, getDoc, getDocs, orderBy, query, serverTimestamp, writeBatch, type WriteBatch } from 'firebase/firestore/lite';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { ContentAuthor, TitledEntry, TitledEntryInput } from '../../types';
import { authorName } from '../authorName';
import { cleanTranslations, translationsFrom } from '../../lib/contentLanguage';

const TRANSLATED_FIELDS = ['title', 'description'] as const;

/**
 * One write of an FAQ or a service, with the record that public content changed (the home page
 * shows both). That record's code loads with the write, not with a visitor's read.
 */
async function withContentChange(write: (batch: WriteBatch) => void): Promise<void> {
  const { recordContentChange } = await import('./contentChanges');
  const batch = writeBatch(firestore());
  write(batch);
  recordContentChange(batch);
  await batch.commit();
}

/**
 * The Firestore operations shared by the two collections of titled entries (`services` and
 * `faq`): same fields, same rules. Each entity module names them for its own use.
 */

const entryConverter = readConverter<TitledEntry>((id, data) => ({
  id,
  title: asString(data.title),
  description: asString(data.description),
  translations: translationsFrom(data.translations, TRANSLATED_FIELDS),
  timestamp: toDate(data.timestamp),
  author: asString(data.author),
  userId: asString(data.userId),
}));

/** Exactly the fields the rules allow, with the server's time. */
function entryFields(input: TitledEntryInput, author: ContentAuthor) {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    // Each language whole or not at all (the rules refuse half of one).
    translations: cleanTranslations(input.translations, TRANSLATED_FIELDS),
    timestamp: serverTimestamp(),
    author: authorName(author),
    userId: author.uid,
  };
}

export function titledEntryStore(collectionName: 'services' | 'faq') {
  const entries = () => collection(firestore(), collectionName).withConverter(entryConverter);
  const entry = (id: string) => doc(firestore(), collectionName, id);

  return {
    /** All entries, oldest first, so the order the clinic added them is the order shown. */
    async list(): Promise<TitledEntry[]> {
      const snapshot = await getDocs(query(entries(), orderBy('timestamp', 'asc')));
      return snapshot.docs.map((d) => d.data());
    },
    /** One entry, or null when there is none with that id. */
    async get(id: string): Promise<TitledEntry | null> {
      const snapshot = await getDoc(entry(id).withConverter(entryConverter));
      return snapshot.exists() ? snapshot.data() : null;
    },
    /** Creates an entry and returns its id. */
    async create(input: TitledEntryInput, author: ContentAuthor): Promise<string> {
      const ref = doc(collection(firestore(), collectionName));
      await withContentChange((batch) => batch.set(ref, entryFields(input, author)));
      return ref.id;
    },
    /** Replaces every field; fails with `not-found` when the entry was deleted meanwhile (never re-creates it). */
    async update(id: string, input: TitledEntryInput, author: ContentAuthor): Promise<void> {
      await withContentChange((batch) => batch.update(entry(id), entryFields(input, author)));
    },
    async remove(id: string): Promise<void> {
      await withContentChange((batch) => batch.delete(entry(id)));
    },
  };
}
