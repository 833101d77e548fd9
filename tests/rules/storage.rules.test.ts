import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { admin, alice, rulesEnvironmentForFile, seedProfiles, storageEmulatorRunning } from './setup';

const env = rulesEnvironmentForFile();

const png = (size = 1024) => new Uint8Array(size);
const storageAs = (user: { uid: string; token: TokenOptions }) => env().authenticatedContext(user.uid, user.token).storage();
const upload = (user: { uid: string; token: TokenOptions } | null, path: string, bytes: Uint8Array, contentType: string) =>
  (user ? storageAs(user) : env().unauthenticatedContext().storage()).ref(path).put(bytes, { contentType }).then();

const skipped = ' (SKIPPED: the Storage emulator is not running; its rules runtime comes only from a firebase-tools download)';
if (!storageEmulatorRunning) console.warn(`storage.rules.test.ts${skipped}`);

describe.skipIf(!storageEmulatorRunning)(`blog images and doctors' photos in Storage${storageEmulatorRunning ? '' : skipped}`, () => {
  beforeEach(async () => {
    await env().clearFirestore();
    await seedProfiles(env());
    await env().clearStorage();
    await env().withSecurityRulesDisabled(async (ctx) => {
      await ctx.storage().ref('blog-images/existing.png').put(png(), { contentType: 'image/png' }).then();
    });
  });

  it('anyone reads a blog image', async () => {
    await assertSucceeds(env().unauthenticatedContext().storage().ref('blog-images/existing.png').getDownloadURL());
  });

  it('nobody lists the images, not even an admin: drafts and abandoned uploads stay unlisted', async () => {
    await assertFails(env().unauthenticatedContext().storage().ref('blog-images').listAll());
    await assertFails(storageAs(alice).ref('blog-images').listAll());
    await assertFails(storageAs(admin).ref('blog-images').listAll());
  });

  it('an admin uploads a PNG, JPEG, WebP or GIF', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      await assertSucceeds(upload(admin, `blog-images/new-${type.split('/')[1]}`, png(), type));
    }
  });

  it('a signed-in non-admin or a visitor cannot upload', async () => {
    await assertFails(upload(alice, 'blog-images/alice.png', png(), 'image/png'));
    await assertFails(upload(null, 'blog-images/visitor.png', png(), 'image/png'));
  });

  it('refuses anything that is not an image, and images over 5 MB', async () => {
    await assertFails(upload(admin, 'blog-images/notes.txt', png(), 'text/plain'));
    await assertFails(upload(admin, 'blog-images/page.html', png(), 'text/html'));
    await assertSucceeds(upload(admin, 'blog-images/at-limit.png', png(5 * 1024 * 1024), 'image/png'));
    await assertFails(upload(admin, 'blog-images/too-big.png', png(5 * 1024 * 1024 + 1), 'image/png'));
  });

  it("doctors' photos: an admin uploads and deletes one, anyone reads it, a patient can do neither, and nothing but an image", async () => {
    await assertSucceeds(upload(admin, 'doctor-photos/meera.webp', png(), 'image/webp'));
    await assertSucceeds(env().unauthenticatedContext().storage().ref('doctor-photos/meera.webp').getDownloadURL());
    await assertFails(upload(alice, 'doctor-photos/alice.png', png(), 'image/png'));
    await assertFails(upload(admin, 'doctor-photos/page.html', png(), 'text/html'));
    await assertFails(storageAs(alice).ref('doctor-photos/meera.webp').delete());
    await assertSucceeds(storageAs(admin).ref('doctor-photos/meera.webp').delete());
  });

  it('refuses uploads outside blog-images/, even from an admin', async () => {
    await assertFails(upload(admin, 'elsewhere/x.png', png(), 'image/png'));
  });

  it('an admin deletes an image; a non-admin cannot', async () => {
    await assertFails(storageAs(alice).ref('blog-images/existing.png').delete());
    await assertSucceeds(storageAs(admin).ref('blog-images/existing.png').delete());
  });
});
