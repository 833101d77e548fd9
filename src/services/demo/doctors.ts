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
  requireDemoAdmin,
  rulesLines,
  rulesNonBlank,
  saveDemoDb,
  serverNow,
} from './store';
import { DOCTOR_LIMITS } from '../../config/limits';

/** Demo twin of the doctors module, with the rules' checks (admins only, a name, bounded lists). */

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
  requireDemoAdmin();
  const fields = doctorFields(input);
  requireValid(fields);
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  demoDb().doctors.push({ id, ...fields, updatedAt: serverNow() });
  recordDemoContentChange();
  saveDemoDb();
  return id;
}

export async function updateDoctor(id: string, input: DoctorInput): Promise<void> {
  await latency();
  requireDemoAdmin();
  const fields = doctorFields(input);
  requireValid(fields);
  const doctors = demoDb().doctors;
  const index = doctors.findIndex((d) => d.id === id);
  if (index === -1) throw documentGone();
  doctors[index] = { id, ...fields, updatedAt: serverNow() };
  recordDemoContentChange();
  saveDemoDb();
}

export async function deleteDoctor(id: string): Promise<void> {
  await latency();
  requireDemoAdmin();
  const doctors = demoDb().doctors;
  const index = doctors.findIndex((d) => d.id === id);
  // As on Firebase: deleting a doctor already gone changes nothing.
  if (index !== -1) {
    doctors.splice(index, 1);
    recordDemoContentChange();
  }
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
