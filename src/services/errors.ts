/**
 * Errors the services raise themselves, shaped like the Firebase SDK's (a `code` and the SDK's
 * wording), so pages handle both backends, and the SDK's own errors, the same way.
 */
export function firebaseLikeError(code: string, message: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: ${message} (${code}).`), { code });
}

/** An update of a document that was deleted meanwhile: Firestore's `not-found`, never a re-creation. */
export const documentGone = () => firebaseLikeError('not-found', 'No document to update');

/** A refusal by the rules (or by the demo twin's copy of them). */
export const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
