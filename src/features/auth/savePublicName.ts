import { isPermissionDenied } from '../../services/errors';

/**
 * Sets the person's public name (the comment box, My account), tidied (composed, trimmed, single
 * spaces). It is checked first as the rules check it, so the form can say why at once; the rules
 * check it again, reserved names included (the staff's and the doctors': a refusal then says so).
 * Returns why it was refused (null once saved) and the name as saved; any other failure
 * (offline) is thrown. The caller reloads the session, which then carries the new name.
 */
export async function savePublicName(uid: string, name: string): Promise<{ refused: string | null; name: string }> {
  // The check's patterns load with the form's first save, not with every page (this module is in the shell).
  const { publicNameProblem, publicNameRefused, tidyPublicName } = await import('../../services/publicNameCheck');
  const wanted = tidyPublicName(name);
  const problem = publicNameProblem(wanted, new Set());
  if (problem) return { refused: problem, name: wanted };
  try {
    await (await import('@services/users')).setPublicName(uid, wanted);
    return { refused: null, name: wanted };
  } catch (error) {
    if (isPermissionDenied(error)) return { refused: publicNameRefused, name: wanted };
    throw error;
  }
}
