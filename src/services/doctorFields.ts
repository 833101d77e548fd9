import { DOCTOR_LIMITS } from '../config/limits';
import { TRANSLATED_LOCALES } from '../config/locales';
import { asString, stringList } from '../lib/fieldValues';
import type { ContentTranslations, Doctor, DoctorInput, DoctorTranslation } from '../types';

/**
 * Trimmed, blank entries dropped, duplicates (any case) dropped, bounded as the rules require. A
 * translation keeps its duplicates: two English entries may well have one Kannada word, and the
 * translation must keep as many entries as the English.
 */
function shortList(values: string[], most: number, longest: number, { keepDuplicates = false } = {}): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values.map((v) => v.trim().slice(0, longest)).filter(Boolean)) {
    if (!keepDuplicates && seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    kept.push(value);
  }
  return kept.slice(0, most);
}

/** A comma-separated list as an admin types it ("English, Hindi") into its entries. */
export const listFromText = (text: string): string[] => text.split(',');

/** The fields of a profile that have a Kannada and a Hindi version, as the English has them. */
export const doctorWords = (doctor: DoctorTranslation): DoctorTranslation => ({
  specialities: doctor.specialities,
  languages: doctor.languages,
  consultingHours: doctor.consultingHours,
  bio: doctor.bio,
});

const hasText = (text: string): boolean => text.trim() !== '';

/**
 * Where a translation does not match the English one for one (the rules' validDoctorTranslation):
 * a different number of specialities or languages, or hours or a biography on one side only.
 * Empty: the translation is whole.
 */
export function doctorTranslationGaps(english: DoctorTranslation, translation: DoctorTranslation): Array<keyof DoctorTranslation> {
  const gaps: Array<keyof DoctorTranslation> = [];
  if (translation.specialities.length !== english.specialities.length) gaps.push('specialities');
  if (translation.languages.length !== english.languages.length) gaps.push('languages');
  if (hasText(translation.consultingHours) !== hasText(english.consultingHours)) gaps.push('consultingHours');
  if (hasText(translation.bio) !== hasText(english.bio)) gaps.push('bio');
  return gaps;
}

/** Nothing written in that language: its fields left empty (the profile then has no such version). */
export const blankTranslation = (translation: DoctorTranslation): boolean =>
  translation.specialities.length === 0 &&
  translation.languages.length === 0 &&
  !hasText(translation.consultingHours) &&
  !hasText(translation.bio);

/** A translation as saved: cleaned as the English is. */
function translationFields(translation: DoctorTranslation): DoctorTranslation {
  return {
    specialities: shortList(translation.specialities, DOCTOR_LIMITS.specialities, DOCTOR_LIMITS.speciality, { keepDuplicates: true }),
    languages: shortList(translation.languages, DOCTOR_LIMITS.languages, DOCTOR_LIMITS.language, { keepDuplicates: true }),
    consultingHours: translation.consultingHours.trim(),
    bio: translation.bio.trim(),
  };
}

/** Each language an admin wrote something in, cleaned (a language left blank is not kept). */
function translationsFields(translations: ContentTranslations<DoctorTranslation> | undefined): ContentTranslations<DoctorTranslation> {
  const kept: ContentTranslations<DoctorTranslation> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const translation = translations?.[locale] && translationFields(translations[locale]);
    if (translation && !blankTranslation(translation)) kept[locale] = translation;
  }
  return kept;
}

/**
 * What an admin's save stores of a doctor's profile, for both backends: exactly the rules'
 * fields, text trimmed, lists cleaned, and no photo description without a photo. A translation
 * that does not match the English (doctorTranslationGaps) is stored as typed: the rules refuse it.
 */
export function doctorFields(input: DoctorInput): DoctorInput & { translations: ContentTranslations<DoctorTranslation> } {
  return {
    name: input.name.trim(),
    photo: input.photo.trim(),
    photoAlt: input.photo.trim() ? input.photoAlt.trim() : '',
    qualifications: input.qualifications.trim(),
    registrationNumber: input.registrationNumber.trim(),
    registrationCouncil: input.registrationCouncil.trim(),
    specialities: shortList(input.specialities, DOCTOR_LIMITS.specialities, DOCTOR_LIMITS.speciality),
    languages: shortList(input.languages, DOCTOR_LIMITS.languages, DOCTOR_LIMITS.language),
    consultingHours: input.consultingHours.trim(),
    bio: input.bio.trim(),
    order: Math.min(Math.max(Math.round(input.order), 0), DOCTOR_LIMITS.order),
    translations: translationsFields(input.translations),
  };
}

/** The stored translations the app shows: each language a profile has whole, as the rules keep them. */
function storedTranslations(value: unknown, english: DoctorTranslation): ContentTranslations<DoctorTranslation> {
  const found: ContentTranslations<DoctorTranslation> = {};
  if (!value || typeof value !== 'object') return found;
  for (const locale of TRANSLATED_LOCALES) {
    const entry = (value as Record<string, unknown>)[locale] as Record<string, unknown> | undefined;
    if (!entry || typeof entry !== 'object') continue;
    const translation = {
      specialities: stringList(entry.specialities),
      languages: stringList(entry.languages),
      consultingHours: asString(entry.consultingHours),
      bio: asString(entry.bio),
    };
    if (!blankTranslation(translation) && doctorTranslationGaps(english, translation).length === 0) found[locale] = translation;
  }
  return found;
}

/** A stored doctor as the app shows one, read defensively (Firestore Lite, or the Admin SDK at deploy). */
export function doctorFromStored(id: string, data: Record<string, unknown>, updatedAt: Date | null): Doctor {
  const doctor: Doctor = {
    id,
    name: asString(data.name),
    photo: asString(data.photo),
    photoAlt: asString(data.photoAlt),
    qualifications: asString(data.qualifications),
    registrationNumber: asString(data.registrationNumber),
    registrationCouncil: asString(data.registrationCouncil),
    specialities: stringList(data.specialities),
    languages: stringList(data.languages),
    consultingHours: asString(data.consultingHours),
    bio: asString(data.bio),
    order: typeof data.order === 'number' ? data.order : 0,
    updatedAt,
  };
  return { ...doctor, translations: storedTranslations(data.translations, doctorWords(doctor)) };
}

/** The doctors in the clinic's order, then by name (two with the same order). */
export function byDoctorOrder(a: Doctor, b: Doctor): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}
