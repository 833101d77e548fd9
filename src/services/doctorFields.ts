import { DOCTOR_LIMITS } from '../config/limits';
import { asString, stringList } from '../lib/fieldValues';
import type { Doctor, DoctorInput } from '../types';

/** Trimmed, blank entries dropped, duplicates (any case) dropped, bounded as the rules require. */
function shortList(values: string[], most: number, longest: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values.map((v) => v.trim().slice(0, longest)).filter(Boolean)) {
    if (seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    kept.push(value);
  }
  return kept.slice(0, most);
}

/** A comma-separated list as an admin types it ("English, Hindi") into its entries. */
export const listFromText = (text: string): string[] => text.split(',');

/**
 * What an admin's save stores of a doctor's profile, for both backends: exactly the rules'
 * fields, text trimmed, lists cleaned, and no photo description without a photo.
 */
export function doctorFields(input: DoctorInput): DoctorInput {
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
  };
}

/** A stored doctor as the app shows one, read defensively (Firestore Lite, or the Admin SDK at deploy). */
export function doctorFromStored(id: string, data: Record<string, unknown>, updatedAt: Date | null): Doctor {
  return {
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
}

/** The doctors in the clinic's order, then by name (two with the same order). */
export function byDoctorOrder(a: Doctor, b: Doctor): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}
