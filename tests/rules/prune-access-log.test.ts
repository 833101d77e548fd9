import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/** `npm run prune:access-log` on the emulator: entries older than 365 days go, younger ones stay. */
const env = rulesEnvironmentForFile();
const run = promisify(execFile);

const daysAgo = (days: number) => Timestamp.fromDate(new Date(Date.now() - days * 24 * 60 * 60 * 1000));

const stored = {
  'accessLog/old-write': { kind: 'write', at: daysAgo(366) },
  'accessLog/old-read': { kind: 'read', at: daysAgo(400) },
  'accessLog/recent-write': { kind: 'write', at: daysAgo(364) },
  'accessLog/today': { kind: 'read', at: daysAgo(0) },
};

const exists = async (path: string) => {
  let found = false;
  await env().withSecurityRulesDisabled(async (ctx) => {
    found = (await getDoc(doc(modularFirestore(ctx), path))).exists();
  });
  return found;
};

beforeEach(async () => {
  await env().clearFirestore();
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const [path, fields] of Object.entries(stored)) await setDoc(doc(modularFirestore(ctx), path), { by: 'frontdesk', ...fields });
  });
});

describe('npm run prune:access-log', () => {
  it('removes entries older than 365 days and keeps the rest', async () => {
    const { stdout } = await run('node', ['scripts/prune-access-log.mjs']);
    expect(stdout).toContain('Removed 2 access-log entries');
    expect(await exists('accessLog/old-write')).toBe(false);
    expect(await exists('accessLog/old-read')).toBe(false);
    expect(await exists('accessLog/recent-write')).toBe(true);
    expect(await exists('accessLog/today')).toBe(true);
  });

  it('takes another period with --days, and changes nothing with --dry-run', async () => {
    const { stdout } = await run('node', ['scripts/prune-access-log.mjs', '--days', '30', '--dry-run']);
    expect(stdout).toContain('Would remove 3 access-log entries');
    expect(await exists('accessLog/recent-write')).toBe(true);
    await expect(run('node', ['scripts/prune-access-log.mjs', '--days', '0'])).rejects.toMatchObject({ code: 2 });
  });
});
