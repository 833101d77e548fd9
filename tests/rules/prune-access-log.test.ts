import { Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript, storeOnly } from '../utils/scripts';
import { exists, rulesEnvironmentForFile } from './setup';

/** `npm run prune:access-log` on the emulator: entries older than 365 days go, younger ones stay. */
const env = rulesEnvironmentForFile();
const prune = (...args: string[]) => runScript('scripts/prune-access-log.mjs', args, { check: true });

const daysAgo = (days: number) => Timestamp.fromDate(new Date(Date.now() - days * 24 * 60 * 60 * 1000));

const stored = {
  'accessLog/old-write': { kind: 'write', at: daysAgo(366) },
  'accessLog/old-read': { kind: 'read', at: daysAgo(400) },
  'accessLog/recent-write': { kind: 'write', at: daysAgo(364) },
  'accessLog/today': { kind: 'read', at: daysAgo(0) },
};

beforeEach(() => storeOnly(env, stored, { by: 'frontdesk' }));

describe('npm run prune:access-log', () => {
  it('removes entries older than 365 days and keeps the rest', async () => {
    const { stdout } = await prune();
    expect(stdout).toContain('Removed 2 access-log entries');
    expect(await exists(env, 'accessLog/old-write')).toBe(false);
    expect(await exists(env, 'accessLog/old-read')).toBe(false);
    expect(await exists(env, 'accessLog/recent-write')).toBe(true);
    expect(await exists(env, 'accessLog/today')).toBe(true);
  });

  it('takes another period with --days, and changes nothing with --dry-run', async () => {
    const { stdout } = await prune('--days', '30', '--dry-run');
    expect(stdout).toContain('Would remove 3 access-log entries');
    expect(await exists(env, 'accessLog/recent-write')).toBe(true);
    await expect(prune('--days', '0')).rejects.toMatchObject({ code: 2 });
  });
});
