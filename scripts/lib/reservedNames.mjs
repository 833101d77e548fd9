// clinic/reservedNames: the names patients may not take (firestore.rules allowedPublicName), a map
// from the name's key (src/services/publicName.ts reservedNameKey) to who holds it: 'staff', or
// 'doctor:' and the doctor's id. The app keeps the doctors' in step when it saves a doctor; the
// Admin SDK writes the staff's (make-admin) and, in the seed and the migration, the doctors'.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { loadAppModule } from './seed.mjs';

const reservedNames = (db) => db.doc('clinic/reservedNames');

/** Keeps (or, with `keep` false, releases) an admin's name for staff; returns its key, or null. */
export async function setStaffName(db, { displayName }, keep) {
  const { reservedNameKey } = await loadAppModule('src/services/publicName.ts');
  const key = reservedNameKey(displayName ?? '');
  if (!key) return null;
  await db.runTransaction(async (tx) => {
    const holder = (await tx.get(reservedNames(db))).get(new FieldPath('names', key));
    if (keep && !holder) tx.set(reservedNames(db), { names: { [key]: 'staff' } }, { merge: true });
    if (!keep && holder === 'staff') tx.update(reservedNames(db), new FieldPath('names', key), FieldValue.delete());
  });
  return key;
}

/** Reserves each doctor's name (a name already held stays with its holder); returns how many are new. */
export async function reserveDoctorNames(db, doctors) {
  const { reservedNameKey } = await loadAppModule('src/services/publicName.ts');
  return db.runTransaction(async (tx) => {
    const names = (await tx.get(reservedNames(db))).get('names') ?? {};
    const added = {};
    for (const { id, name } of doctors) {
      const key = reservedNameKey(name);
      if (key && !names[key] && !added[key]) added[key] = `doctor:${id}`;
    }
    if (Object.keys(added).length) tx.set(reservedNames(db), { names: added }, { merge: true });
    return Object.keys(added).length;
  });
}
