import type { Doctor, DoctorInput, PostSummary } from '../../types';
import { doctorPosts } from '../blogOrder';
import { byDoctorOrder, doctorFields, doctorTranslationGaps, doctorWords } from '../doctorFields';
import { documentGone } from '../errors';
import {
  billReads,
  demoDb,
  demoImageAddressAllowed,
  latency,
  permissionDenied,
  recordDemoContentChange,
  demoCan,
  isDemoDoctorOf,
  requireDemoPermission,
  rulesLines,
  rulesNonBlank,
  saveDemoDb,
  serverNow,
} from './store';
import { DOCTOR_LIMITS } from '../../config/limits';

/**
 * Demo twin of the doctors module, with the rules' checks (the content roles; a doctor their own
 * profile's text; a name, bounded lists).
 */

/** The rules' validDoctorTranslations: each language within the English's bounds, one for one with it. */
const translationsValid = (fields: ReturnType<typeof doctorFields>): boolean =>
  Object.values(fields.translations).every(
    (translation) =>
      translation.consultingHours.length <= DOCTOR_LIMITS.consultingHours &&
      translation.bio.length <= DOCTOR_LIMITS.bio &&
      doctorTranslationGaps(doctorWords(fields), translation).length === 0,
  );

function requireValid(fields: ReturnType<typeof doctorFields>): void {
  const named =
    rulesNonBlank(fields.name, DOCTOR_LIMITS.name) &&
    rulesNonBlank(fields.qualifications, DOCTOR_LIMITS.qualifications) &&
    rulesNonBlank(fields.registrationNumber, DOCTOR_LIMITS.registrationNumber) &&
    rulesNonBlank(fields.registrationCouncil, DOCTOR_LIMITS.registrationCouncil);
  const photoOk = demoImageAddressAllowed(fields.photo) && (fields.photo === '' || rulesNonBlank(fields.photoAlt, DOCTOR_LIMITS.photoAlt));
  const textsBounded = fields.consultingHours.length <= DOCTOR_LIMITS.consultingHours && fields.bio.length <= DOCTOR_LIMITS.bio;
  // The rules check list entries as lines (specialityLines, languageLines), in every language.
  const oneLineEntries = [fields, ...Object.values(fields.translations)].every(
    (words) => rulesLines(words.specialities, DOCTOR_LIMITS.speciality) && rulesLines(words.languages, DOCTOR_LIMITS.language),
  );
  if (!named || !photoOk || !textsBounded || !oneLineEntries || !translationsValid(fields)) throw permissionDenied();
}

export async function listDoctors(): Promise<Doctor[]> {
  await latency();
  const doctors = structuredClone(demoDb().doctors).sort(byDoctorOrder);
  return billReads(doctors, doctors.length);
}

export async function getDoctor(id: string): Promise<Doctor | null> {
  await latency();
  const found = demoDb().doctors.find((d) => d.id === id);
  return billReads(found ? structuredClone(found) : null, 1);
}

export async function createDoctor(input: DoctorInput): Promise<string> {
  await latency();
  requireDemoPermission('editContent');
  const fields = doctorFields(input);
  requireValid(fields);
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  demoDb().doctors.push({ id, ...fields, updatedAt: serverNow() });
  recordDemoContentChange();
  saveDemoDb();
  return id;
}

/** What a doctor may not change on their own profile (the rules' ownProfileEdit): what the clinic checked and placed. */
const CLINIC_SET_FIELDS = ['name', 'registrationNumber', 'registrationCouncil', 'photo', 'photoAlt', 'order'] as const;

/**
 * As the Firebase module's transaction: a doctor that is gone is not-found for anyone (its read is
 * public); then the rules: the content roles edit any profile, a doctor their own profile's text.
 */
export async function updateDoctor(id: string, input: DoctorInput): Promise<void> {
  await latency();
  const fields = doctorFields(input);
  const doctors = demoDb().doctors;
  const index = doctors.findIndex((d) => d.id === id);
  if (index === -1) throw documentGone();
  const stored = doctors[index]!;
  const ownText = isDemoDoctorOf(id) && CLINIC_SET_FIELDS.every((field) => stored[field] === fields[field]);
  if (!demoCan('editContent') && !ownText) throw permissionDenied();
  requireValid(fields);
  doctors[index] = { id, ...fields, updatedAt: serverNow() };
  recordDemoContentChange();
  saveDemoDb();
}

export async function deleteDoctor(id: string): Promise<void> {
  await latency();
  const doctors = demoDb().doctors;
  const index = doctors.findIndex((d) => d.id === id);
  // As on Firebase: deleting a doctor already gone changes nothing (the transaction's read finds none, and nothing is written).
  if (index === -1) return;
  requireDemoPermission('editContent');
  doctors.splice(index, 1);
  recordDemoContentChange();
  saveDemoDb();
}

export async function listDoctorPosts(doctorId: string): Promise<PostSummary[]> {
  await latency();
  const posts = doctorPosts(
    doctorId,
    demoDb().blogs.filter((post) => post.published),
  );
  return billReads(posts, posts.length);
}
