import { useState } from 'react';
import { getPublishingState, requestPublishNow } from '@services/publishing';
import { clinicToday } from '../../lib/openingHours';
import { invalidate } from '../../lib/invalidation';
import { fetchLiveBuild, formatClinicDateTime, formatClinicTime, liveBy, publishStatus, PUBLISHED_CONTENT_TAG } from '../../lib/publishing';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';

const loadStatus = async () => {
  const [publishing, live] = await Promise.all([getPublishingState(), fetchLiveBuild()]);
  return { publishing, live };
};

/** "10:40", or "tomorrow at 06:55" when that is another day in the clinic. */
function when(at: Date, now: Date): string {
  return clinicToday(at) === clinicToday(now) ? formatClinicTime(at) : `tomorrow at ${formatClinicTime(at)}`;
}

/**
 * The admins' line about the public pages (those search engines, link previews and a first
 * paint see): when they were last built, and whether changes are waiting and about when they go
 * live. "Refresh the public pages now" (the issue's "Publish now", named apart from a post's own
 * Publish button) asks the next run of the publish workflow to go ahead: it writes a time in
 * Firestore, and the browser never holds a token for GitHub. docs/operating.md, "Publishing".
 */
export function PublishStatus() {
  // Read on every visit, and again after a save on this page or "Publish now".
  const read = useAsyncData('publishing', loadStatus, [PUBLISHED_CONTENT_TAG]);
  const [asking, setAsking] = useState(false);

  async function publishNow() {
    if (asking) return;
    setAsking(true);
    try {
      await requestPublishNow();
      toast.success(`Asked for: the public pages are refreshed by about ${when(liveBy(new Date()), new Date())}.`);
      invalidate(PUBLISHED_CONTENT_TAG);
    } catch (error) {
      console.error('Could not ask to publish', error);
      toast.error('We could not ask for the public pages to be refreshed. Please check your connection and try again.');
    } finally {
      setAsking(false);
    }
  }

  if (read.status === 'loading') return null;
  if (read.status === 'error')
    return <p className="form-text publish-status">We could not read whether changes are waiting to be published.</p>;

  const now = new Date();
  const { live, publishing } = read.data;
  const status = publishStatus(publishing, live, now);
  let line: string;
  if (!live) line = 'This copy of the site has no published build of the public pages: the publish workflow makes one when it deploys.';
  else {
    line = `Public pages last built ${formatClinicDateTime(live.builtAt)}.`;
    if (status.waiting > 0 && status.liveBy)
      line += ` ${status.waiting} ${status.waiting === 1 ? 'change goes' : 'changes go'} live by about ${when(status.liveBy, now)}.`;
    else if (status.asked && status.liveBy) line += ` A refresh is asked for: live by about ${when(status.liveBy, now)}.`;
    else line += ' Everything is live.';
  }

  return (
    <p className="form-text publish-status" role="status">
      {line}{' '}
      <button type="button" className="btn btn-outline-secondary btn-sm ms-1" onClick={publishNow} disabled={asking}>
        {asking ? 'Asking…' : 'Refresh the public pages now'}
      </button>
    </p>
  );
}
