// The Admin SDK's data as the app's domain objects, for the deploy's content pages
// (scripts/seo-content.mjs reads Firestore with the Admin SDK; src/prerender.tsx re-exports these).
import { blogFromStored } from '../../services/blogFields';
import { hoursFromStored } from '../../services/clinicHoursFields';
import { doctorFromStored } from '../../services/doctorFields';
import { translationsFrom } from '../../lib/contentLanguage';
import type { Blog, ClinicHours, Doctor } from '../../types';

/** An FAQ's Kannada and Hindi, from the Admin SDK's data (each whole, or left out). */
export const faqTranslationsFrom = (value: unknown) => translationsFrom(value, ['title', 'description']);

/** A date field as the Admin SDK reads it (a Timestamp, which has toDate), or null. */
function adminDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof (value as { toDate?: unknown })?.toDate === 'function' ? (value as { toDate(): Date }).toDate() : null;
}

/** A stored post as the app shows it, from the Admin SDK's data. */
export function blogFromAdminData(id: string, data: Record<string, unknown>): Blog {
  return blogFromStored(id, data, adminDate);
}

/** The stored opening hours as the app uses them (the clinic's usual hours when none are stored). */
export function hoursFromAdminData(data: Record<string, unknown> | undefined): ClinicHours {
  return hoursFromStored(data);
}

/** A stored doctor as the app shows one, from the Admin SDK's data. */
export function doctorFromAdminData(id: string, data: Record<string, unknown>): Doctor {
  return doctorFromStored(id, data, adminDate(data.updatedAt));
}
