// Backups of everything the site owns, and their restore (`npm run backup`, `npm run restore`):
// every Firestore document, subcollections included, and every Auth user, in one JSON file, with
// the Admin SDK. A restore replays the erasures recorded since the backup (`erasures/{uid}`,
// written when a person deletes their account), so nobody who asked to be erased comes back.
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { takenMirror } from './takenSlots.mjs';

export const BACKUP_FORMAT = 'clinic-backup/1';

/** Where an erased person's data lives, and the field that names them: what deleting an account deletes. */
const OWNED = [
  { collection: 'comments', field: 'userId' },
  { collection: 'appointmentRequests', field: 'uid' },
  { collection: 'contactMessages', field: 'uid' },
  { collection: 'bookings', field: 'uid' },
  { collection: 'bookingSeats', field: 'uid' },
  // The address a verified account listed for owners to find it by (deleted with the account).
  { collection: 'accountEmails', field: 'uid' },
  // The WhatsApp number an account proved by SMS code (deleted with the account).
  { collection: 'phoneOwners', field: 'uid' },
];

/** A Firestore value as JSON: timestamps, references, geopoints and bytes are tagged so they come back as they were. */
export function encodeValue(value) {
  if (value instanceof Timestamp) return { __type: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof DocumentReference) return { __type: 'reference', path: value.path };
  if (value instanceof GeoPoint) return { __type: 'geopoint', latitude: value.latitude, longitude: value.longitude };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { __type: 'bytes', base64: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
  return value;
}

export function decodeValue(db, value) {
  if (Array.isArray(value)) return value.map((v) => decodeValue(db, v));
  if (value && typeof value === 'object') {
    if (value.__type === 'timestamp') return new Timestamp(value.seconds, value.nanoseconds);
    if (value.__type === 'reference') return db.doc(value.path);
    if (value.__type === 'geopoint') return new GeoPoint(value.latitude, value.longitude);
    if (value.__type === 'bytes') return Buffer.from(value.base64, 'base64');
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeValue(db, v)]));
  }
  return value;
}

/**
 * A video visit's call documents (bookings/{id}/call/...: both sides' session descriptions and ICE
 * candidates, which hold their network addresses, who hung up, the TURN credentials) are never
 * backed up, and a restore drops any that an older backup holds (issue 54): they are needed only
 * during the call, and the hourly clear:calls job deletes them within the hour after its window.
 */
const CALL_COLLECTION = /^bookings\/[^/]+\/call$/;
export const isCallDocument = (path) => /^bookings\/[^/]+\/call\/[^/]+$/.test(path);

/** Every document under these collections, subcollections included (a call's apart), as { path, data }. */
async function documentsUnder(collections) {
  const found = [];
  for (const collection of collections) {
    if (CALL_COLLECTION.test(collection.path)) continue;
    for (const ref of await collection.listDocuments()) {
      const snapshot = await ref.get();
      // A document that only holds subcollections has no data of its own.
      if (snapshot.exists) found.push({ path: ref.path, data: encodeValue(snapshot.data()) });
      found.push(...(await documentsUnder(await ref.listCollections())));
    }
  }
  return found;
}

/** What a backup keeps of each Auth account as it is, and a restore gives back as it was. */
const ACCOUNT_FIELDS = ['uid', 'email', 'emailVerified', 'displayName', 'photoURL', 'phoneNumber', 'disabled', 'customClaims'];
const accountFields = (user) => Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, user[field]]));

/** Every Auth user, with what importUsers needs to make them again. */
async function allUsers(auth) {
  const users = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      users.push({
        ...accountFields(user),
        passwordHash: user.passwordHash,
        passwordSalt: user.passwordSalt,
        providers: user.providerData
          .filter((p) => p.providerId !== 'password')
          .map((p) => ({ providerId: p.providerId, uid: p.uid, email: p.email, displayName: p.displayName, photoURL: p.photoURL })),
        createdAt: user.metadata.creationTime,
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

export async function takeBackup(db, auth, project) {
  const documents = await documentsUnder(await db.listCollections());
  documents.sort((a, b) => a.path.localeCompare(b.path));
  const users = (await allUsers(auth)).sort((a, b) => a.uid.localeCompare(b.uid));
  return { format: BACKUP_FORMAT, takenAt: new Date().toISOString(), project, documents, users };
}

/** The erasure records (uid -> the record's data) in any of these backups, or in the project itself. */
export function erasedUids(...sources) {
  const uids = new Map();
  for (const documents of sources) {
    for (const { path, data } of documents) {
      const match = /^erasures\/([^/]+)$/.exec(path);
      if (match && !uids.has(match[1])) uids.set(match[1], data);
    }
  }
  return uids;
}

/**
 * The backup without the erased people: their profile, their address in accountEmails, their
 * place in clinic/owners, their comments, requests, bookings (and anything under them) and booking
 * places, their Auth user,
 * and the slots their bookings held (freed, as deleting the account frees them: gone from
 * bookedSlots, and from its public mirror takenSlots, which is made again from each bookedSlots
 * document, also where the backup has none). Every erasure record is written back (a newer
 * backup's too), with its time, so the next backup carries it and a later restore replays it again.
 * Call documents are left out whoever they belong to (isCallDocument).
 */
export function withoutErased(backup, erased) {
  const collectionOf = (path) => path.split('/').at(-2);
  const dropped = new Set();
  const droppedBookings = new Set();
  for (const { path, data } of backup.documents) {
    const owned = OWNED.find(({ collection }) => collection === collectionOf(path));
    const personal = (collectionOf(path) === 'users' && erased.has(path.split('/').at(-1))) || (owned && erased.has(data[owned.field]));
    if (!personal) continue;
    dropped.add(path);
    if (collectionOf(path) === 'bookings') droppedBookings.add(path.split('/').at(-1));
  }
  // What was under an erased person's booking goes with it; call documents go in any case.
  const underDropped = (path) => /^bookings\/([^/]+)\//.test(path) && droppedBookings.has(path.split('/')[1]);
  const kept = backup.documents
    .filter(({ path }) => !dropped.has(path) && !underDropped(path) && !isCallDocument(path))
    .map((document) => {
      // An erased owner is no owner: clinic/owners names only the owners whose profiles come back.
      if (document.path === 'clinic/owners' && document.data.uids) {
        const uids = Object.fromEntries(Object.entries(document.data.uids).filter(([uid]) => !erased.has(uid)));
        return { ...document, data: { ...document.data, uids } };
      }
      if (collectionOf(document.path) !== 'bookedSlots' || !document.data.taken) return document;
      const taken = Object.fromEntries(Object.entries(document.data.taken).filter(([, bookingId]) => !droppedBookings.has(bookingId)));
      return { ...document, data: { ...document.data, taken } };
    });
  // takenSlots/{id} has exactly the keys of bookedSlots/{id} (scripts/lib/takenSlots.mjs): made
  // again from it, so a backup taken before the mirror existed restores with one too.
  const documents = kept
    .filter(({ path }) => !/^takenSlots\/[^/]+$/.test(path))
    .flatMap((document) => {
      const month = /^bookedSlots\/([^/]+)$/.exec(document.path);
      return month ? [document, { path: `takenSlots/${month[1]}`, data: takenMirror(document.data) }] : [document];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  const recorded = new Set(documents.map(({ path }) => path));
  for (const [uid, data] of erased) {
    if (!recorded.has(`erasures/${uid}`)) documents.push({ path: `erasures/${uid}`, data });
  }
  return { ...backup, documents, users: backup.users.filter((u) => !erased.has(u.uid)) };
}

/** True when the project holds no document and no user (erasure records apart: they are kept on purpose). */
export async function isEmptyProject(db, auth) {
  const collections = (await db.listCollections()).filter((c) => c.id !== 'erasures');
  for (const collection of collections) if ((await collection.limit(1).get()).size > 0) return false;
  return (await auth.listUsers(1)).users.length === 0;
}

/** Deletes every document (subcollections included) and every user, except the erasure records. */
export async function emptyProject(db, auth) {
  for (const collection of await db.listCollections()) {
    if (collection.id !== 'erasures') await db.recursiveDelete(collection);
  }
  let users;
  while ((users = (await auth.listUsers(1000)).users).length > 0) {
    const result = await auth.deleteUsers(users.map((u) => u.uid));
    if (result.failureCount > 0) throw new Error(`Could not delete ${result.failureCount} users: ${result.errors[0].error.message}`);
  }
}

/**
 * Writes the backup into the project. Passwords come back only with the project's password-hash
 * parameters (`hash`, from the Firebase console); without them, people sign in again through
 * "Forgot password" or Google.
 */
export async function restoreBackup(db, auth, backup, { hash } = {}) {
  // Every document first; a write that fails (after BulkWriter's retries) stops the restore
  // before any user is made, and says which.
  const writer = db.bulkWriter();
  const refused = [];
  for (const { path, data } of backup.documents) {
    writer.set(db.doc(path), decodeValue(db, data)).catch((error) => refused.push(`${path}: ${error.message}`));
  }
  await writer.close();
  if (refused.length > 0) throw new Error(`${refused.length} documents were not written, e.g. ${refused[0]}`);
  const records = backup.users.map((user) => ({
    ...accountFields(user),
    providerData: user.providers,
    metadata: user.createdAt ? { creationTime: user.createdAt } : undefined,
    ...(hash && user.passwordHash
      ? {
          passwordHash: Buffer.from(user.passwordHash, 'base64'),
          passwordSalt: user.passwordSalt && Buffer.from(user.passwordSalt, 'base64'),
        }
      : {}),
  }));
  const failures = [];
  for (let start = 0; start < records.length; start += 1000) {
    const batch = records.slice(start, start + 1000);
    const result = hash ? await auth.importUsers(batch, { hash }) : await auth.importUsers(batch);
    failures.push(...result.errors.map((e) => `${batch[e.index].uid}: ${e.error.message}`));
  }
  return { documents: backup.documents.length, users: records.length - failures.length, failures };
}
