import { useState } from 'react';
import { getPublishingState, requestPublishNow } from '@services/publishing';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { useCan } from '../auth';
import { clinicToday } from '../../lib/openingHours';
import { invalidate } from '../../lib/invalidation';
import { fetchLiveBuild, formatClinicDateTime, formatClinicTime, liveBy, publishStatus, PUBLISHED_CONTENT_TAG } from '../../lib/publishing';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { adminMessages, type AdminMessages } from './messages';

const loadStatus = async () => {
  const [publishing, live] = await Promise.all([getPublishingState(), fetchLiveBuild()]);
  return { publishing, live };
};

/** "10:40", or "tomorrow at 06:55" when that is another day in the clinic, in the page's language. */
function when(at: Date, now: Date, t: AdminMessages, locale: string): string {
  const time = formatClinicTime(at, locale);
  return clinicToday(at) === clinicToday(now) ? time : t.tomorrowAt(time);
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
  const t = useMessages(adminMessages);
  const locale = useIntlLocale();
  const [asking, setAsking] = useState(false);
  // "Refresh the public pages now" is the owner's and the content editor's (src/config/staffRoles.ts).
  const mayPublish = useCan()('publishNow');

  async function publishNow() {
    if (asking) return;
    setAsking(true);
    try {
      await requestPublishNow();
      toast.success(t.refreshAskedToast(when(liveBy(new Date()), new Date(), t, locale)));
      invalidate(PUBLISHED_CONTENT_TAG);
    } catch (error) {
      console.error('Could not ask to publish', error);
      toast.error(t.refreshAskFailed);
    } finally {
      setAsking(false);
    }
  }

  if (read.status === 'loading') return null;
  if (read.status === 'error') return <p className="form-text publish-status">{t.publishReadFailed}</p>;

  const now = new Date();
  const { live, publishing } = read.data;
  const status = publishStatus(publishing, live, now);
  let line: string;
  if (!live) line = t.noPublishedBuild;
  else {
    const built = t.lastBuilt(formatClinicDateTime(live.builtAt, locale));
    let state: string;
    if (status.waiting > 0 && status.liveBy) state = t.changesWaiting(status.waiting, when(status.liveBy, now, t, locale));
    else if (status.asked && status.liveBy) state = t.refreshAsked(when(status.liveBy, now, t, locale));
    else state = t.allLive;
    line = `${built} ${state}`;
  }

  return (
    <p className="form-text publish-status" role="status">
      {line}
      {mayPublish && (
        <>
          {' '}
          <button type="button" className="btn btn-outline-secondary btn-sm ms-1" onClick={publishNow} disabled={asking}>
            {asking ? t.asking : t.refreshNow}
          </button>
        </>
      )}
    </p>
  );
}
