/**
 * Length bounds of what admins and visitors can save. firestore.rules enforces the same numbers:
 * change both together.
 */
export const FAQ_LIMITS = { title: 300, description: 3000 } as const;
export const SERVICE_LIMITS = { title: 120, description: 1500 } as const;
export const AUTHOR_MAX_LENGTH = 200;

export type TitledEntryLimits = { title: number; description: number };
