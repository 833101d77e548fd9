/** Helpers for the Auth emulator's REST endpoints (firebase.json: 127.0.0.1:9099). */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-clinic';

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
