import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { admin, rulesTestEnvironment } from './setup';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

describe('storage', () => {
  it('is closed to writes from visitors and signed-in users alike', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    await assertFails(env.unauthenticatedContext().storage().ref('blog-images/x.png').put(bytes, { contentType: 'image/png' }).then());
    await assertFails(env.authenticatedContext(admin.uid, admin.token).storage().ref('anything/x.png').put(bytes, { contentType: 'image/png' }).then());
  });
});
