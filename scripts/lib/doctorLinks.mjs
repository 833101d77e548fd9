// clinic/doctorLinks: { doctors: { doctorId: uid } }, which account each doctor profile is linked to
// (firestore.rules linkedTo, validDoctorLinks; issue 54): one account per doctor profile. A link is
// held while the account's profile still names that doctor profile; the app writes it with the
// staff change (Admin → Staff), the Admin SDK here (make-admin, the seed, migrate:doctor-links).

export const doctorLinksRef = (db) => db.doc('clinic/doctorLinks');

/**
 * The account, other than `uid`, that doctor profile `doctorId` is linked to (its profile still
 * naming it), or null; `links` is clinic/doctorLinks' `doctors` map, `profileOf` reads a profile.
 */
export async function linkedElsewhere(links, doctorId, uid, profileOf) {
  const holder = links?.[doctorId];
  if (typeof holder !== 'string' || !holder || holder === uid) return null;
  const profile = await profileOf(holder);
  return profile?.doctorId === doctorId ? holder : null;
}

/**
 * The links the doctors' profiles call for: each doctor profile named by exactly one doctor's
 * profile, and those named by several (`shared`: doctorId to uids), which no script can choose between.
 */
export function linksFromProfiles(profiles) {
  const byDoctor = new Map();
  for (const { uid, roles, doctorId } of profiles) {
    if (!Array.isArray(roles) || !roles.includes('doctor') || typeof doctorId !== 'string' || !doctorId) continue;
    byDoctor.set(doctorId, [...(byDoctor.get(doctorId) ?? []), uid]);
  }
  const links = {};
  const shared = {};
  for (const [doctorId, uids] of byDoctor) {
    if (uids.length === 1) links[doctorId] = uids[0];
    else shared[doctorId] = uids.sort();
  }
  return { links, shared };
}
