import { isPermissionDenied } from '../../services/errors';
import { looksLikeStaff, publicNameMissing, publicNameRefused } from '../../services/publicName';

/**
 * Sets the person's public name (the comment box, My account). It is checked first as the rules
 * check it, so the form can say why at once; the rules check it again. Returns why it was
 * refused, or null once saved; any other failure (offline) is thrown. The caller reloads the
 * session, which then carries the new name.
 */
export async function savePublicName(uid: string, name: string): Promise<string | null> {
  const wanted = name.trim();
  if (!wanted) return publicNameMissing;
  if (looksLikeStaff(wanted)) return publicNameRefused;
  try {
    await (await import('@services/users')).setPublicName(uid, wanted);
    return null;
  } catch (error) {
    if (isPermissionDenied(error)) return publicNameRefused;
    throw error;
  }
}
