import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { liveBy, nextPublishRun, PUBLISH_CRON, publishStatus } from '../../src/lib/publishing';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('when the publish workflow runs next (every 20 minutes, 06:40 to 22:20 IST)', () => {
  it('is the next of minutes 10, 30 and 50, strictly after now', () => {
    expect(nextPublishRun(utc('2026-11-25T05:00:00'))).toEqual(utc('2026-11-25T05:10:00'));
    expect(nextPublishRun(utc('2026-11-25T05:10:00'))).toEqual(utc('2026-11-25T05:30:00'));
    expect(nextPublishRun(utc('2026-11-25T05:51:00'))).toEqual(utc('2026-11-25T06:10:00'));
  });

  it('waits for the morning after the last run of the day, and before the first', () => {
    expect(nextPublishRun(utc('2026-11-25T16:50:00'))).toEqual(utc('2026-11-26T01:10:00'));
    expect(nextPublishRun(utc('2026-11-25T20:00:00'))).toEqual(utc('2026-11-26T01:10:00'));
    expect(nextPublishRun(utc('2026-11-25T00:30:00'))).toEqual(utc('2026-11-25T01:10:00'));
    expect(nextPublishRun(utc('2026-12-31T23:00:00'))).toEqual(utc('2027-01-01T01:10:00'));
  });

  it('is the schedule .github/workflows/publish.yml runs on', () => {
    expect(readFileSync('.github/workflows/publish.yml', 'utf8')).toContain(`- cron: '${PUBLISH_CRON}'`);
  });

  it('counts a quarter of an hour for the build, the deploy and GitHub starting late', () => {
    expect(liveBy(utc('2026-11-25T05:00:00'))).toEqual(utc('2026-11-25T05:25:00'));
  });
});

describe('what the admins are told is waiting', () => {
  const now = utc('2026-11-25T05:00:00');
  const live = { builtAt: utc('2026-11-25T04:30:00'), changes: 3 };

  it('counts the changes since the live build, with about when they are live', () => {
    expect(publishStatus({ changes: 5, changedAt: now, requestedAt: null }, live, now)).toEqual({
      waiting: 2,
      asked: false,
      liveBy: utc('2026-11-25T05:25:00'),
    });
  });

  it('says nothing waits when the live build has every change, unless publishing was asked for since', () => {
    expect(publishStatus({ changes: 3, changedAt: null, requestedAt: utc('2026-11-25T04:00:00') }, live, now)).toEqual({
      waiting: 0,
      asked: false,
      liveBy: null,
    });
    expect(publishStatus({ changes: 3, changedAt: null, requestedAt: utc('2026-11-25T04:45:00') }, live, now).asked).toBe(true);
  });

  it('counts one change at least when the count went back below the build (a restore)', () => {
    expect(publishStatus({ changes: 1, changedAt: now, requestedAt: null }, live, now).waiting).toBe(1);
  });

  it('claims nothing where no live build is known (dev, the demo, before the first deploy)', () => {
    expect(publishStatus({ changes: 9, changedAt: now, requestedAt: now }, null, now)).toEqual({ waiting: 0, asked: false, liveBy: null });
  });
});
