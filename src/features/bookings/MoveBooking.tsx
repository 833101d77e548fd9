import { useState } from 'react';
import { rescheduleMyBooking } from '@services/bookings';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/useBrowserState';
import { isBookingFailure } from '../../services/bookingDocuments';
import type { Booking } from '../../types';
import { useClinicHours } from '../hours';
import { useSlotWhen } from './bookingTexts';
import { bookingMessages } from './messages';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import { myBookingsMessages } from './myBookingsMessages';
import { useBookingData } from './useBookingData';

/** Moving one booking: the doctor's free times, then "Move to …"; one write frees the old time and holds the new. */
export function MoveBooking({ booking, onMoved, onClose }: { booking: Booking; onMoved: () => void; onClose: () => void }) {
  const t = useMessages(bookingMessages);
  const mine = useMessages(myBookingsMessages);
  const slotWhen = useSlotWhen();
  const state = useBookingData();
  const { hours } = useClinicHours();
  const now = useNow();
  const [choice, setChoice] = useState<SlotChoice>({ visit: booking.visit, doctorId: booking.doctorId, day: null, slot: null });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (state.status === 'loading' || !now) return <LoadingMessage label={t.loadingFreeTimes} />;
  if (state.status === 'error') return <ErrorMessage>{mine.moveLoadFailed}</ErrorMessage>;
  const { data, refreshTaken } = state;

  async function move() {
    const slot = choice.slot;
    if (!slot || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await rescheduleMyBooking(booking, slot, booking.doctorName);
      toast.success(mine.movedToast(slotWhen(slot)));
      onMoved();
    } catch (error) {
      if (isBookingFailure(error, 'slot-taken')) setFailure(mine.moveTaken);
      else {
        console.error('Could not move the booking', error);
        setFailure(mine.moveFailed);
      }
      setChoice({ ...choice, slot: null });
      await refreshTaken().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="border rounded p-3 mt-2">
      <h4 className="h6">{mine.moveHeading(booking.doctorName)}</h4>
      {failure && (
        <div className="alert alert-warning" role="alert">
          {failure}
        </div>
      )}
      <SlotPicker data={data} hours={hours} now={now} choice={choice} onChange={setChoice} fixedDoctor />
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary btn-sm" disabled={!choice.slot || busy} onClick={() => void move()}>
          {choice.slot ? mine.moveTo(slotWhen(choice.slot)) : mine.chooseNewTime}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose} disabled={busy}>
          {mine.keepTime}
        </button>
      </div>
    </div>
  );
}
