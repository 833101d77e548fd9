import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { Faq } from '../../types';

/** Frequently asked questions (collection `faq`). */

const faqConverter = readConverter<Faq>((id, data) => ({
  id,
  title: asString(data.title),
  description: asString(data.description),
  timestamp: toDate(data.timestamp),
  author: asString(data.author),
  userId: asString(data.userId),
}));

const faqCollection = () => collection(firestore(), 'faq').withConverter(faqConverter);

/** All FAQs, oldest first. */
export async function listFaqs(): Promise<Faq[]> {
  const snapshot = await getDocs(query(faqCollection(), orderBy('timestamp', 'asc')));
  return snapshot.docs.map((d) => d.data());
}
