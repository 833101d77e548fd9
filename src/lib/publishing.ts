import { clinic } from '../config/clinic';
import type { LiveBuild, PublishingState } from '../types';

/** Invalidated (lib/invalidation.ts) after a save that changes public content: the admins' publishing line reads again. */
export const PUBLISHED_CONTENT_TAG = 'published-content';

/**
 * When the public pages catch up with what admins changed: the publish workflow
 * (.github/workflows/publish.yml) runs at minutes 10, 30 and 50 of the UTC hours 01 to 16
 * (06:40 to 22:20 in India). Keep the two in step.
 */
const RUN_MINUTES = [10, 30, 50];
const FIRST_HOUR_UTC = 1;
const LAST_HOUR_UTC = 16;
/** The workflow's cron line for this schedule (tests/unit/publishing.test.ts holds publish.yml to it). */
export const PUBLISH_CRON = `${RUN_MINUTES.join(',')} ${FIRST_HOUR_UTC}-${LAST_HOUR_UTC} * * *`;
/** A run's build and deploy, plus GitHub's usual delay in starting scheduled runs. */
export const PUBLISH_RUN_MINUTES = 15;

/** The next scheduled run of the publish workflow after `now`. */
export function nextPublishRun(now: Date): Date {
  for (let day = 0; day < 2; day += 1) {
    for (let hour = FIRST_HOUR_UTC; hour <= LAST_HOUR_UTC; hour += 1) {
      for (const minute of RUN_MINUTES) {
        const run = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, hour, minute));
        if (run > now) return run;
      }
    }
  }
  throw new Error('unreachable: a run every day');
}

/** About when what is waiting now is live. */
export const liveBy = (now: Date) => new Date(nextPublishRun(now).getTime() + PUBLISH_RUN_MINUTES * 60_000);

export interface PublishStatus {
  /** Content changes not in the live pages (0 when all are, or when no build is known). */
  waiting: number;
  /** An admin asked to publish after the live build. */
  asked: boolean;
  /** When both are known and something waits: about when it is live. */
  liveBy: Date | null;
}

export function publishStatus(publishing: PublishingState, live: LiveBuild | null, now: Date): PublishStatus {
  if (!live) return { waiting: 0, asked: false, liveBy: null };
  // A count lower than the build's (a restore rolled it back) still means the pages differ: one change at least.
  const waiting = publishing.changes === live.changes ? 0 : Math.max(1, publishing.changes - live.changes);
  const asked = Boolean(publishing.requestedAt && publishing.requestedAt > live.builtAt);
  return { waiting, asked, liveBy: waiting > 0 || asked ? liveBy(now) : null };
}

/** The live site's build-info.json, or null where there is none (dev, the demo, before the first deploy) or it cannot be read. */
export async function fetchLiveBuild(): Promise<LiveBuild | null> {
  try {
    const response = await fetch('/build-info.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const info = (await response.json()) as { builtAt?: unknown; changes?: unknown };
    const builtAt = typeof info.builtAt === 'string' ? new Date(info.builtAt) : null;
    if (!builtAt || Number.isNaN(builtAt.getTime()) || typeof info.changes !== 'number') return null;
    return { builtAt, changes: info.changes };
  } catch {
    return null;
  }
}

/** A moment in the clinic's time, whatever the admin's zone: "25 Nov, 10:40" and "10:40", in `locale` (the page's Intl tag). */
const CLINIC_DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: clinic.timeZone,
};
const CLINIC_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: clinic.timeZone };
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${options === CLINIC_TIME ? 'time' : 'date-time'}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
export const formatClinicDateTime = (date: Date, locale = 'en-IN') => formatter(locale, CLINIC_DATE_TIME).format(date);
export const formatClinicTime = (date: Date, locale = 'en-IN') => formatter(locale, CLINIC_TIME).format(date);
