// staffNames/{key}: the names patients may not take (firestore.rules allowedPublicName), one
// document per admin, keyed as src/services/publicName.ts keys them. Written by the Admin SDK
// only (make-admin, the emulator seed); the rules let clients ask for one, never list or write.
import { loadAppModule } from './seed.mjs';

/** Keeps (or, with `keep` false, releases) the admin's name for staff. */
export async function setStaffName(db, { uid, displayName }, keep) {
  const { staffNameKey } = await loadAppModule('src/services/publicName.ts');
  const key = staffNameKey(displayName ?? '');
  if (!key) return null;
  const ref = db.doc(`staffNames/${key}`);
  if (keep) await ref.set({ uid });
  else if ((await ref.get()).get('uid') === uid) await ref.delete();
  return key;
}
