import { emulatorAddress, emulatorProjectId } from '../../scripts/lib/emulators.mjs';

/** Helpers for the Auth emulator's REST endpoints (its address from firebase.json). */
const AUTH_EMULATOR = `http://${emulatorAddress('auth')}`;
const PROJECT = emulatorProjectId;

export async function clearAuthEmulator(): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status}`);
}

export async function createEmulatorAccount(email: string, password: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string };
  if (!response.ok || !body.localId) throw new Error(`Could not create ${email}: ${JSON.stringify(body)}`);
  return body.localId;
}

interface OobCode {
  email: string;
  oobCode: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

/** The out-of-band codes (verification and reset e-mails) the Auth emulator has "sent". */
export async function emulatorOobCodes(email: string, requestType: OobCode['requestType']): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((code) => code.email === email && code.requestType === requestType);
}
