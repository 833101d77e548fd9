import { useState } from 'react';
import { setBookingStatus, unblockSlot } from '@services/bookings';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatTime } from '../../lib/openingHours';
import { useNow } from '../../lib/useBrowserState';
import { whatsAppLinkTo } from '../../lib/whatsApp';
import type { Booking, BookingStatus } from '../../types';
import { useCan } from '../auth';
import { bookingStaffMessages } from './staffMessages';
import { CancelForm } from './CancelForm';
import { report } from './frontDesk';
import { useFrontDeskActions } from './FrontDeskActions';
import { cancellationText, reminderText, statusDone, statusWords, telHref } from './frontDeskTexts';

/**
 * One booking of the doctor's day: who, their phone, the status, and what can be done now (arrived,
 * no-show, cancel, undo, unblock, the WhatsApp reminder or cancellation). The cancel form opens in
 * a row of its own below.
 */
export function BookingRow({ booking, tomorrow }: { booking: Booking; tomorrow: boolean }) {
  const t = useMessages(bookingStaffMessages);
  const words = { t, locale: useIntlLocale() };
  const { busy, run } = useFrontDeskActions();
  // A doctor marks arrived and no-show on their own patients; the rest is the front desk's.
  const frontDesk = useCan()('allBookings');
  const [cancelling, setCancelling] = useState(false);
  // A no-show only once the visit has started (the rules refuse it earlier: it frees the patient's place).
  const now = useNow();
  const started = now !== null && booking.startsAt <= now;
  const blocked = booking.kind === 'blocked';
  const booked = booking.status === 'booked';
  const reminder =
    frontDesk && tomorrow && booked && !blocked && booking.phone ? whatsAppLinkTo(booking.phone, reminderText(booking, words)) : null;
  const cancelNotice =
    frontDesk && booking.status === 'cancelled' && booking.cancelledBy === 'clinic' && booking.phone
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
              {booking.kind === 'phone' && (
                <>
                  {' '}
                  <span className="badge text-bg-light border">{t.phoneBooking}</span>
                </>
              )}
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
