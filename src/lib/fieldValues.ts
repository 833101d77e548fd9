/**
 * Stored fields read defensively, whatever SDK read them (Firestore Lite in the Firebase
 * modules, the Admin SDK at deploy): a field of another type reads as empty.
 */
export const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
