import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, deleteField, doc, FieldPath, getDoc, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuthForFile, emptyEmulators, runScript } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/**
 * `npm run backup` and `npm run restore` on the emulators (issue 33): a restore gives back every
 * document and user, and nobody erased after the backup comes back. Also the rules of the erasure
 * record that deleting an account leaves.
 */
const env = rulesEnvironmentForFile();
const dir = mkdtempSync(join(tmpdir(), 'clinic-backup-'));
const auth = adminAuthForFile('backup');

interface Backup {
  takenAt: string;
  documents: Array<{ path: string; data: Record<string, unknown> }>;
  users: Array<Record<string, unknown>>;
}

const readBackup = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Backup;
/** What must come back of a user (a password only comes back with the project's hash parameters). */
const userShape = ({ uid, email, emailVerified, displayName, disabled, customClaims, providers, createdAt }: Record<string, unknown>) => ({
  uid,
  email,
  emailVerified,
  displayName,
  disabled,
  customClaims,
  providers,
  createdAt,
});

async function backup(file: string): Promise<Backup> {
  await runScript('scripts/backup.mjs', ['--out', file], { check: true });
  return readBackup(file);
}

const restore = (...args: string[]) => runScript('scripts/restore.mjs', args);

afterAll(async () => {
  await emptyEmulators(env);
  // The backups hold the emulator's accounts and their (fake) password hashes.
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  let meera = '';

  beforeEach(async () => {
    await emptyEmulators(env);
    await runScript('scripts/seed-emulators.mjs', [], { check: true });
    // A patient who leaves traces everywhere deleting an account erases, and holds a slot.
    meera = (await auth().createUser({ email: 'meera@example.com', password: 'monsoon-rain-1', emailVerified: true })).uid;
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      const at = Timestamp.fromDate(new Date('2026-11-20T10:00:00Z'));
      await setDoc(doc(db, `users/${meera}`), { uid: meera, displayName: 'Meera', email: 'meera@example.com', photoURL: '' });
      // Her verified address, as her sign-in lists it for owners to find.
      await setDoc(doc(db, 'accountEmails/meera@example.com'), { uid: meera });
      await setDoc(doc(db, `blogs/monsoon-fevers/comments/c-meera`), { userId: meera, name: 'Meera', body: 'Thanks', createdAt: at });
      await setDoc(doc(db, 'appointmentRequests/r-meera'), { uid: meera, patientName: 'Meera Nair', createdAt: at });
      await setDoc(doc(db, 'bookings/b-meera'), { uid: meera, doctorId: 'dr-ananya-iyer', date: '2026-12-01', time: '10:00', seat: 1 });
      await setDoc(doc(db, `bookingSeats/${meera}_1`), { uid: meera, seat: 1, bookingId: 'b-meera' });
      await setDoc(doc(db, 'bookedSlots/dr-ananya-iyer_2026-12'), {
        taken: { '2026-12-01T10:00': 'b-meera', '2026-12-01T10:15': 'b-phone' },
      });
      await setDoc(doc(db, 'takenSlots/dr-ananya-iyer_2026-12'), { taken: { '2026-12-01T10:00': true, '2026-12-01T10:15': true } });
      await setDoc(doc(db, 'bookings/b-phone'), { uid: '', kind: 'phone', doctorId: 'dr-ananya-iyer', date: '2026-12-01', time: '10:15' });
    });
  });

  it('gives back every document of every collection, subcollections and times included, and every user', async () => {
    const before = await backup(join(dir, 'a.json'));
    const collections = new Set(before.documents.map((d) => d.path.split('/').at(-2)));
    expect([...collections]).toEqual(
      expect.arrayContaining(['blogs', 'comments', 'doctors', 'clinic', 'bookings', 'bookedSlots', 'takenSlots', 'users', 'accountEmails']),
    );
    // The staff roles: clinic/owners and every seeded account's verified address.
    expect(before.documents.find((d) => d.path === 'clinic/owners')?.data).toEqual({ uids: { 'demo-admin': true } });
    expect(before.documents.filter((d) => d.path.startsWith('accountEmails/')).map((d) => d.path)).toEqual(
      expect.arrayContaining(['accountEmails/admin@clinic.test', 'accountEmails/doctor@clinic.test', 'accountEmails/meera@example.com']),
    );
    expect(before.users.map((u) => u.email)).toEqual(
      expect.arrayContaining(['admin@clinic.test', 'patient@clinic.test', 'meera@example.com']),
    );

    // Into a project that is not empty: refused, and nothing changes.
    const refused = await restore(join(dir, 'a.json'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty');
    expect((await backup(join(dir, 'b.json'))).documents).toEqual(before.documents);

    // --replace with a newer backup that cannot be read: refused before anything is deleted.
    const unreadable = await restore(join(dir, 'a.json'), '--replace', '--erasures-from', join(dir, 'missing.json'));
    expect(unreadable.code).toBe(1);
    expect((await backup(join(dir, 'b.json'))).documents).toEqual(before.documents);

    await emptyEmulators(env);
    const restored = await restore(join(dir, 'a.json'));
    expect(restored.output).toContain(`Restored ${before.documents.length} documents and ${before.users.length} users`);
    const after = await backup(join(dir, 'c.json'));
    expect(after.documents).toEqual(before.documents);
    expect(after.users.map(userShape)).toEqual(before.users.map(userShape));
  });

  // Issue 54: a call's documents hold both sides' network addresses; they are needed only during the call.
  it('never backs up a video call’s documents, and a restore drops those an older backup holds', async () => {
    const callPaths = ['patient', 'doctor', 'ended', 'ice'].map((id) => `bookings/b-meera/call/${id}`);
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      await setDoc(doc(db, 'bookings/b-meera'), { visit: 'video' }, { merge: true });
      for (const path of callPaths) await setDoc(doc(db, path), { candidates: ['candidate:1 1 udp 1 192.168.1.20 54321 typ host'] });
      // Under a booking that is gone (as erasing an account left them before issue 54).
      await setDoc(doc(db, 'bookings/b-gone/call/ice'), { iceServers: [] });
    });
    const before = await backup(join(dir, 'a.json'));
    expect(before.documents.map((d) => d.path).filter((path) => path.includes('/call/'))).toEqual([]);
    expect(JSON.stringify(before)).not.toContain('192.168.1.20');
    expect(before.documents.map((d) => d.path)).toContain('bookings/b-meera');

    // A backup taken before issue 54, with the call documents in it: restored without them.
    const older = {
      ...before,
      documents: [...before.documents, ...[...callPaths, 'bookings/b-gone/call/ice'].map((path) => ({ path, data: { candidates: [] } }))],
    };
    writeFileSync(join(dir, 'older.json'), JSON.stringify(older));
    await emptyEmulators(env);
    const restored = await restore(join(dir, 'older.json'));
    expect(restored.code).toBe(0);
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      for (const path of [...callPaths, 'bookings/b-gone/call/ice']) expect((await getDoc(doc(db, path))).exists(), path).toBe(false);
      expect((await getDoc(doc(db, 'bookings/b-meera'))).exists()).toBe(true);
    });
    expect((await backup(join(dir, 'c.json'))).documents).toEqual(before.documents);
  });

  it('restores a backup taken before the public mirror of taken slots existed with the mirror made again', async () => {
    const before = await backup(join(dir, 'a.json'));
    const mirror = before.documents.find((d) => d.path === 'takenSlots/dr-ananya-iyer_2026-12');
    expect(mirror?.data).toEqual({ taken: { '2026-12-01T10:00': true, '2026-12-01T10:15': true } });
    const older = { ...before, documents: before.documents.filter((d) => !d.path.startsWith('takenSlots/')) };
    writeFileSync(join(dir, 'older.json'), JSON.stringify(older));
    await emptyEmulators(env);
    expect((await restore(join(dir, 'older.json'))).code).toBe(0);
    expect((await backup(join(dir, 'c.json'))).documents).toEqual(before.documents);
  });

  it('leaves out anyone erased after the backup: their data, their user, their slot; everyone else is back', async () => {
    // Meera is a second owner, too: she leaves clinic/owners with her account.
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      await setDoc(doc(db, `users/${meera}`), { roles: ['owner'], doctorId: '', staff: true }, { merge: true });
      await setDoc(doc(db, 'clinic/owners'), { uids: { 'demo-admin': true, [meera]: true } });
    });
    const before = await backup(join(dir, 'a.json'));
    // Meera deletes her account after the backup: her profile and her address's entry go, she
    // leaves clinic/owners, and its erasure is recorded in the same write, as the app does it
    // (through the rules, which refuse the profile's delete while clinic/owners names her).
    await assertSucceeds(
      (async () => {
        const db = modularFirestore(env().authenticatedContext(meera, { email: 'meera@example.com', email_verified: true }));
        const batch = writeBatch(db);
        batch.delete(doc(db, `users/${meera}`));
        batch.update(doc(db, 'clinic/owners'), new FieldPath('uids', meera), deleteField(), 'changed', meera);
        batch.delete(doc(db, 'accountEmails/meera@example.com'));
        batch.set(doc(db, `erasures/${meera}`), { at: serverTimestamp() });
        await batch.commit();
      })(),
    );
    await auth().deleteUser(meera);
    const newer = await backup(join(dir, 'b.json'));

    // The whole project is lost (erasure records too); restored from the older backup, with the newer one's erasures.
    await emptyEmulators(env);
    const restored = await restore(join(dir, 'a.json'), '--erasures-from', join(dir, 'b.json'));
    expect(restored.output).toContain('1 erased account(s) left out');
    const after = await backup(join(dir, 'c.json'));
    const paths = after.documents.map((d) => d.path);
    for (const gone of [
      `users/${meera}`,
      'accountEmails/meera@example.com',
      'blogs/monsoon-fevers/comments/c-meera',
      'appointmentRequests/r-meera',
      'bookings/b-meera',
      `bookingSeats/${meera}_1`,
    ])
      expect(paths).not.toContain(gone);
    expect(after.users.map((u) => u.uid)).not.toContain(meera);
    expect(after.documents.find((d) => d.path === 'bookedSlots/dr-ananya-iyer_2026-12')?.data).toEqual({
      taken: { '2026-12-01T10:15': 'b-phone' },
    });
    // Freed in the public mirror too, which keeps exactly bookedSlots' keys.
    expect(after.documents.find((d) => d.path === 'takenSlots/dr-ananya-iyer_2026-12')?.data).toEqual({
      taken: { '2026-12-01T10:15': true },
    });
    // Her erasure record is back, with its time, so the next backup carries it.
    const record = newer.documents.find((d) => d.path === `erasures/${meera}`);
    expect(record).toBeDefined();
    expect(after.documents.find((d) => d.path === `erasures/${meera}`)).toEqual(record);
    expect(after.documents.find((d) => d.path === 'clinic/owners')?.data).toEqual({ uids: { 'demo-admin': true } });
    // Everything else is as it was in the backup.
    const freed = (path: string) => path.startsWith('bookedSlots/') || path.startsWith('takenSlots/') || path === 'clinic/owners';
    const notMeeras = before.documents.filter((d) => !JSON.stringify(d).includes(meera) && !freed(d.path));
    expect(after.documents.filter((d) => !freed(d.path) && !d.path.startsWith('erasures/'))).toEqual(notMeeras);
    expect(after.users.map(userShape)).toEqual(before.users.filter((u) => u.uid !== meera).map(userShape));

    // Restored again over it from the old backup alone, with --replace: the record written back is replayed.
    const replaced = await restore(join(dir, 'a.json'), '--replace');
    expect(replaced.code).toBe(0);
    expect(replaced.output).toContain('1 erased account(s) left out');
    expect((await backup(join(dir, 'd.json'))).users.map((u) => u.uid)).not.toContain(meera);
  });
});

describe('the erasure record (erasures/{uid})', () => {
  beforeEach(async () => {
    await env().clearFirestore();
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), 'users/admin'), {
        uid: 'admin',
        email: 'a@example.com',
        displayName: 'Kavya',
        photoURL: '',
        roles: ['owner'],
        doctorId: '',
        staff: true,
      }),
    );
  });
  const as = (uid: string) => modularFirestore(env().authenticatedContext(uid, { email_verified: true }));

  it('is written by its owner only, with the request time and nothing else', async () => {
    await assertSucceeds(setDoc(doc(as('bob'), 'erasures/bob'), { at: serverTimestamp() }));
    await assertFails(setDoc(doc(as('eve'), 'erasures/bob'), { at: serverTimestamp() }));
    await assertFails(setDoc(doc(modularFirestore(env().unauthenticatedContext()), 'erasures/bob'), { at: serverTimestamp() }));
    await assertFails(setDoc(doc(as('bob'), 'erasures/bob'), { at: Timestamp.fromDate(new Date('2020-01-01')) }));
    await assertFails(setDoc(doc(as('bob'), 'erasures/bob'), { at: serverTimestamp(), email: 'bob@example.com' }));
  });

  it('is written only as the account goes: with its profile deleted in the same write', async () => {
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), 'users/bob'), { uid: 'bob', email: 'bob@example.com', displayName: 'Bob', photoURL: '' }),
    );
    const db = as('bob');
    await assertFails(setDoc(doc(db, 'erasures/bob'), { at: serverTimestamp() }));
    const batch = writeBatch(db);
    batch.delete(doc(db, 'users/bob'));
    batch.set(doc(db, 'erasures/bob'), { at: serverTimestamp() });
    await assertSucceeds(batch.commit());
  });

  it('is read by owners only, and deleted by nobody', async () => {
    await env().withSecurityRulesDisabled((ctx) => setDoc(doc(modularFirestore(ctx), 'erasures/bob'), { at: Timestamp.now() }));
    await assertSucceeds(getDoc(doc(as('admin'), 'erasures/bob')));
    await assertFails(getDoc(doc(as('bob'), 'erasures/bob')));
    await assertFails(getDoc(doc(modularFirestore(env().unauthenticatedContext()), 'erasures/bob')));
    await assertFails(deleteDoc(doc(as('admin'), 'erasures/bob')));
    await assertFails(deleteDoc(doc(as('bob'), 'erasures/bob')));
  });
});
