import { useState } from 'react';
import { Link } from 'react-router-dom';
import { stopMyWhatsApp } from '@services/bookings';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { slot, withElements } from '../../i18n/withElements';
import { toast } from '../../lib/toast';
import type { SessionUser } from '../../types';
import { useSession } from '../auth';
import { accountMessages } from './messages';
import { showPhoneNumber } from '../../lib/phoneNumber';
import { describeFailure, FormAlert, loadPhone } from './phoneFailures';
import { VerifyNumber } from './VerifyPhoneNumber';

/**
 * My account → WhatsApp messages (issue 45): what they are for, the mobile number they may go
 * to (proved by an SMS code: phoneOwners/{number} names the account and the profile keeps it; the
 * rules take a booking's WhatsApp opt-in only for such a number, and the number never signs in),
 * removing it, and stopping WhatsApp on every booking.
 * The phone service (reCAPTCHA, the SMS code) loads only when the person sends a code or
 * removes the number.
 */

/** The verified number, and removing it: WhatsApp on the bookings stops first, then the number goes. */
function VerifiedNumber({ user, phoneNumber }: { user: SessionUser; phoneNumber: string }) {
  const t = useMessages(accountMessages);
  const { reload } = useSession();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = showPhoneNumber(phoneNumber);

  async function remove() {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      await stopMyWhatsApp(user.uid);
      await (await loadPhone()).removePhoneNumber();
      toast.success(t.numberRemoved);
      await reload();
    } catch (failure) {
      const { message } = describeFailure(failure, t);
      setError(message === t.phoneFailed ? t.removeNumberFailed : message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t.verifiedNumber(shown)}</p>
      <FormAlert message={error} />
      <button type="button" className="btn btn-outline-danger" aria-disabled={busy} onClick={() => !busy && setAsking(true)}>
        {busy ? t.removingNumber : t.removeNumber}
      </button>
      <ConfirmDialog
        open={asking}
        title={t.removeNumberTitle}
        message={t.removeNumberQuestion(shown)}
        confirmLabel={t.removeNumber}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** Turns WhatsApp off on every booking of the account, after asking, and says how many changed. */
function StopWhatsApp({ uid }: { uid: string }) {
  const t = useMessages(accountMessages);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function stop() {
    setAsking(false);
    setBusy(true);
    setResult(null);
    setError(null);
    try {
      const count = await stopMyWhatsApp(uid);
      setResult(count > 0 ? t.whatsAppStopped(count) : t.whatsAppWasOff);
    } catch (failure) {
      console.error('Could not stop WhatsApp messages', failure);
      setError(t.stopWhatsAppFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3">
      <button type="button" className="btn btn-outline-primary" aria-disabled={busy} onClick={() => !busy && setAsking(true)}>
        {busy ? t.stoppingWhatsApp : t.stopWhatsApp}
      </button>
      <p role="status" className="mt-2">
        {result}
      </p>
      <FormAlert message={error} />
      <ConfirmDialog
        open={asking}
        title={t.stopWhatsApp}
        message={t.stopWhatsAppQuestion}
        confirmLabel={t.stopWhatsApp}
        onConfirm={() => void stop()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

export function WhatsAppSection({ user }: { user: SessionUser }) {
  const t = useMessages(accountMessages);
  return (
    <section aria-labelledby="account-whatsapp-heading" className="mt-5">
      <h2 id="account-whatsapp-heading" className="h4">
        {t.whatsAppHeading}
      </h2>
      <p>{withElements(t.whatsAppExplain(slot(0)), [<Link to={`${paths.privacy}#booking-messages`}>{t.privacyNotice}</Link>])}</p>
      {user.phoneNumber ? <VerifiedNumber user={user} phoneNumber={user.phoneNumber} /> : <VerifyNumber />}
      <StopWhatsApp uid={user.uid} />
    </section>
  );
}
