import { useState } from 'react';
import { setBookingStatus, unblockSlot } from '@services/bookings';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatTime } from '../../lib/openingHours';
import { useNow } from '../../lib/useBrowserState';
import { whatsAppLinkTo } from '../../lib/whatsApp';
import { NOTICE_KINDS, noticeSummary, type NoticeState } from '../../services/bookingNotices';
import type { Booking, BookingStatus, NoticeChannel, NoticeKind } from '../../types';
import { useCan, useSession } from '../auth';
import { StaffJoinLink } from './JoinVideoLink';
import { bookingStaffMessages, type BookingStaffMessages } from './staffMessages';
import { CancelForm } from './CancelForm';
import { report } from './frontDesk';
import { useFrontDeskActions } from './FrontDeskActions';
import { cancellationText, reminderText, statusDone, statusWords, telHref } from './frontDeskTexts';

const kindWord = (t: BookingStaffMessages): Record<NoticeKind, string> => ({
  confirmation: t.noticeConfirmation,
  reminder: t.noticeReminder,
  cancellation: t.noticeCancellation,
});
const stateWord = (t: BookingStaffMessages): Record<NoticeState, string> => ({
  sent: t.noticeSent,
  failed: t.noticeFailed,
  pending: t.noticePending,
  none: t.noticeNone,
});
const channelWord = (t: BookingStaffMessages): Record<NoticeChannel, string> => ({ email: t.channelEmail, whatsapp: t.channelWhatsApp });
/** How each state looks: its words say it, the mark and the colour only repeat them; a failed one stands out. */
const stateLook: Record<NoticeState, { className: string; mark: string }> = {
  sent: { className: 'text-bg-light border', mark: '✓' },
  failed: { className: 'text-bg-danger', mark: '!' },
  pending: { className: 'text-bg-light border', mark: '…' },
  none: { className: 'text-body-secondary border fw-normal', mark: '–' },
};

/**
 * What the messages job (npm run notify) told the patient about an online booking: confirmation,
 * reminder and cancellation notice, each sent, failed, being sent or none, with the ways it went.
 */
function NoticeStates({ booking, now, t }: { booking: Booking; now: Date; t: BookingStaffMessages }) {
  const summary = noticeSummary(booking, now);
  const kinds = kindWord(t);
  const states = stateWord(t);
  const channels = channelWord(t);
  return (
    <ul className="list-inline small mt-1 mb-0" aria-label={t.noticesLabel}>
      {NOTICE_KINDS.map((kind) => {
        const { state, channels: ways } = summary[kind];
        const words = ways.map((way) => channels[way]);
        const wayWords = words.length === 2 ? t.channelList(words[0], words[1]) : (words[0] ?? '');
        return (
          <li key={kind} className="list-inline-item me-1">
            <span className={`badge ${stateLook[state].className}`}>
              <span aria-hidden="true">{stateLook[state].mark} </span>
              {t.noticeState(kinds[kind], states[state], wayWords)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One booking of the doctor's day: who, their phone, the status, and what can be done now (arrived,
 * no-show, cancel, undo, unblock, the WhatsApp reminder or cancellation). The front desk also sees
 * which messages went to the patient of an online booking (a caller's booking gets none). The
 * cancel form opens in a row of its own below.
 */
export function BookingRow({ booking, tomorrow }: { booking: Booking; tomorrow: boolean }) {
  const t = useMessages(bookingStaffMessages);
  const words = { t, locale: useIntlLocale() };
  const { busy, run } = useFrontDeskActions();
  // A doctor marks arrived and no-show on their own patients; the rest is the front desk's.
  const frontDesk = useCan()('allBookings');
  // The call is the booking's own doctor's (the rules let no one else in, the front desk included).
  const ownDoctor = useSession().user?.doctorId === booking.doctorId;
  const [cancelling, setCancelling] = useState(false);
  // A no-show only once the visit has started (the rules refuse it earlier: it frees the patient's place).
  const now = useNow();
  const started = now !== null && booking.startsAt <= now;
  const blocked = booking.kind === 'blocked';
  const booked = booking.status === 'booked';
  const reminder =
    frontDesk && tomorrow && booked && !blocked && booking.phone ? whatsAppLinkTo(booking.phone, reminderText(booking, words)) : null;
  // The job tells an online patient of the clinic's cancellation (npm run notify); the desk sends
  // it by hand to a caller, or when the job's message failed.
  const handSentCancellation = booking.kind !== 'patient' || (now !== null && noticeSummary(booking, now).cancellation.state === 'failed');
  const cancelNotice =
    frontDesk && booking.status === 'cancelled' && booking.cancelledBy === 'clinic' && booking.phone && handSentCancellation
      ? whatsAppLinkTo(booking.phone, cancellationText(booking, words))
      : null;

  const setStatus = (status: Exclude<BookingStatus, 'cancelled'>) =>
    void run(() => setBookingStatus(booking, status), {
      done: statusDone(t)[status],
      failed: t.statusFailed,
      refused: status === 'booked' ? t.undoRefused : undefined,
    }).then(report);
  const unblock = () =>
    void run(() => unblockSlot(booking), {
      done: t.unblockedToast(formatTime(booking.time)),
      failed: t.unblockFailed,
    }).then(report);

  return (
    <>
      <tr className={booking.status === 'cancelled' ? 'text-body-secondary' : undefined}>
        <td className="text-nowrap">{formatTime(booking.time)}</td>
        <td>
          {blocked ? (
            <span className="badge text-bg-secondary">{t.blocked}</span>
          ) : (
            <>
              {booking.patientName}
              {booking.visit === 'video' && (
                <>
                  {' '}
                  <span className="badge text-bg-info">{t.videoBadge}</span>
                </>
              )}
              {booking.kind === 'phone' && (
                <>
                  {' '}
                  <span className="badge text-bg-light border">{t.phoneBooking}</span>
                  {frontDesk && <div className="small text-body-secondary">{t.noNoticesByPhone}</div>}
                </>
              )}
              {frontDesk && booking.kind === 'patient' && now && <NoticeStates booking={booking} now={now} t={t} />}
            </>
          )}
        </td>
        <td className="text-nowrap">{booking.phone && <a href={telHref(booking.phone)}>{booking.phone}</a>}</td>
        <td>
          {statusWords(booking, t)}
          {booking.status === 'cancelled' && booking.cancelledBy === 'clinic' && (
            <div className="small">{t.reason(booking.cancelReason)}</div>
          )}
        </td>
        <td>
          <div className="d-flex flex-wrap gap-2">
            {frontDesk && booked && blocked && (
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={unblock}>
                {t.unblock}
              </button>
            )}
            {booked && !blocked && (
              <>
                <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={() => setStatus('arrived')}>
                  {t.arrived}
                </button>
                {started && (
                  <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => setStatus('no-show')}>
                    {t.noShow}
                  </button>
                )}
                {frontDesk && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={busy}
                    aria-expanded={cancelling}
                    onClick={() => setCancelling(!cancelling)}
                  >
                    {t.cancelOpen}
                  </button>
                )}
              </>
            )}
            {(booking.status === 'arrived' || booking.status === 'no-show') && (
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => setStatus('booked')}>
                {t.undo}
              </button>
            )}
            {ownDoctor && <StaffJoinLink booking={booking} label={t.joinVideo} />}
            {reminder && (
              <a className="btn btn-sm btn-outline-success" href={reminder} target="_blank" rel="noopener noreferrer">
                {t.remindOnWhatsApp}
              </a>
            )}
            {cancelNotice && (
              <a className="btn btn-sm btn-outline-success" href={cancelNotice} target="_blank" rel="noopener noreferrer">
                {t.sendCancellation}
              </a>
            )}
          </div>
        </td>
      </tr>
      {cancelling && booked && (
        <tr>
          <td colSpan={5}>
            <CancelForm booking={booking} onClose={() => setCancelling(false)} />
          </td>
        </tr>
      )}
    </>
  );
}
