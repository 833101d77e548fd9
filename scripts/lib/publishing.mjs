// What is live and what is waiting (issue 33). Admin writes that change a prerendered page record
// it in clinic/publishing (src/services/firebase/publishing.ts); the deploy step writes
// build-info.json into the site with the record it included; the publish workflow compares the
// two (scripts/publish-check.mjs) and rebuilds only when they differ or an admin asked.

/** clinic/publishing as plain values (Admin SDK). */
export async function readPublishing(db) {
  const data = (await db.doc('clinic/publishing').get()).data() ?? {};
  const date = (value) => (value && typeof value.toDate === 'function' ? value.toDate() : null);
  return {
    changes: typeof data.changes === 'number' ? data.changes : 0,
    changedAt: date(data.changedAt),
    requestedAt: date(data.requestedAt),
  };
}

/** build-info.json: when the site was built, and the content change it includes. */
export function buildInfo(publishing, builtAt = new Date()) {
  return { builtAt: builtAt.toISOString(), contentChangedAt: publishing.changedAt?.toISOString() ?? null, changes: publishing.changes };
}

/**
 * Changes not in the live build. A count lower than the build's (a restore rolled clinic/publishing
 * back) still means the live pages differ from the database: one change, at least.
 */
export const changesSince = (recorded, built) => (recorded === built ? 0 : Math.max(1, recorded - built));

/**
 * Whether the live site (its build-info.json, or null when it has none or cannot be read) is
 * behind: `waiting` content changes not in it, `asked` when an admin pressed "Publish now" after
 * it was built. `go` when either.
 */
export function publishVerdict(publishing, live) {
  if (!live || typeof live.changes !== 'number')
    return { waiting: publishing.changes, asked: false, go: true, reason: 'the live site has no build-info.json' };
  const waiting = changesSince(publishing.changes, live.changes);
  const asked = Boolean(publishing.requestedAt && publishing.requestedAt > new Date(live.builtAt));
  const reason =
    waiting > 0 ? `${waiting} content change(s) since the live build` : asked ? 'an admin asked to publish now' : 'nothing changed';
  return { waiting, asked, go: waiting > 0 || asked, reason };
}
