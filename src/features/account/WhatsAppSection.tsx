import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { stopMyWhatsApp } from '@services/bookings';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/FormField';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { slot, withElements } from '../../i18n/withElements';
import { toast } from '../../lib/toast';
import type { SessionUser } from '../../types';
import { useSession } from '../auth';
import { accountMessages, type AccountMessages } from './messages';
import { readPhoneNumber, readSmsCode, showPhoneNumber, type PhoneProblem } from '../../lib/phoneNumber';

/**
 * My account → WhatsApp messages (issue 45): what they are for, the mobile number they may go
 * to (verified by an SMS code, linked to the account by Firebase Auth: the rules take a booking's
 * WhatsApp opt-in only for that number), removing it, and stopping WhatsApp on every booking.
 * The phone service (reCAPTCHA, the SMS code) loads only when the person sends a code or
 * removes the number.
 */

const loadPhone = () => import('@services/phone');

const phoneProblem = (problem: PhoneProblem, t: AccountMessages): string =>
  ({
    empty: t.phoneEmpty,
    letters: t.phoneLetters,
    tooShort: t.phoneTooShort,
    tooLong: t.phoneTooLong,
    notMobile: t.phoneNotMobile,
  })[problem];

type Failure = { where: 'phone' | 'code' | 'form'; message: string };

/** A failed step in words, and where to say it: by the number, by the code, or above the form. */
function describeFailure(error: unknown, t: AccountMessages): Failure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return { where: 'phone', message: t.phoneRefused };
    case 'auth/credential-already-in-use':
    case 'auth/account-exists-with-different-credential':
      return { where: 'phone', message: t.phoneTaken };
    case 'auth/provider-already-linked':
      return { where: 'form', message: t.phoneAlreadyLinked };
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return { where: 'code', message: t.codeWrong };
    case 'auth/code-expired':
    case 'auth/session-expired':
    case 'auth/missing-verification-id':
    case 'auth/invalid-verification-id':
      return { where: 'code', message: t.codeExpired };
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return { where: 'form', message: t.tooManyAttempts };
    case 'auth/network-request-failed':
      return { where: 'form', message: t.offline };
    case 'auth/captcha-check-failed':
    case 'auth/invalid-app-credential':
    case 'auth/missing-app-credential':
      return { where: 'form', message: t.captchaFailed };
  }
  // A module that could not be fetched (offline) has no code either.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { where: 'form', message: t.offline };
  console.error('Could not verify the phone number', error);
  return { where: 'form', message: t.phoneFailed };
}

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="text-danger" role="alert">
      {message}
    </p>
  );
}

/** Two steps: the number (an SMS code is sent), then the code (the number is linked). */
function VerifyNumber() {
  const t = useMessages(accountMessages);
  const { reload } = useSession();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function clearErrors() {
    setPhoneError(null);
    setCodeError(null);
    setFormError(null);
  }

  function fail(error: unknown, onStep: 'number' | 'code') {
    const { where, message } = describeFailure(error, t);
    if (where === 'phone' && onStep === 'number') setPhoneError(message);
    else if (where === 'code' && onStep === 'code') setCodeError(message);
    else setFormError(message);
  }

  async function send(e164: string, onStep: 'number' | 'code') {
    const container = recaptcha.current;
    if (!container) return;
    setBusy(true);
    clearErrors();
    try {
      const sent = await (await loadPhone()).sendPhoneCode(e164, container);
      setSentTo(e164);
      setDemoCode(sent.demoCode);
      setCode('');
      setStep('code');
    } catch (error) {
      fail(error, onStep);
    } finally {
      setBusy(false);
    }
  }

  function onSendCode(event: FormEvent) {
    event.preventDefault();
    const read = readPhoneNumber(phone);
    if (read.problem !== null) {
      clearErrors();
      setPhoneError(phoneProblem(read.problem, t));
      return;
    }
    void send(read.e164, 'number');
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    const typed = readSmsCode(code);
    clearErrors();
    if (typed === null) {
      setCodeError(code.trim() === '' ? t.codeEmpty : t.codeShape);
      return;
    }
    setBusy(true);
    try {
      await (await loadPhone()).confirmPhoneCode(typed);
      toast.success(t.numberVerified);
      // The session now reports the number: this form gives way to it.
      await reload();
    } catch (error) {
      fail(error, 'code');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t.noVerifiedNumber}</p>
      <FormAlert message={formError} />
      {step === 'number' ? (
        <form onSubmit={onSendCode} noValidate>
          <FormField
            label={t.phoneLabel}
            hint={t.phoneHint}
            error={phoneError}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.sendingCode : t.sendCode}
          </button>
        </form>
      ) : (
        <form onSubmit={(e) => void onVerify(e)} noValidate>
          <p>{t.codeSent(showPhoneNumber(sentTo))}</p>
          {demoCode && <p className="alert alert-info">{t.demoCode(demoCode)}</p>}
          <FormField
            label={t.codeLabel}
            error={codeError}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t.verifyingNumber : t.verifyNumber}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => void send(sentTo, 'code')} disabled={busy}>
              {t.sendNewCode}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                clearErrors();
                setStep('number');
              }}
              disabled={busy}
            >
              {t.changeNumber}
            </button>
          </div>
        </form>
      )}
      {/* The invisible reCAPTCHA renders here (the Firebase backend), when a code is sent. */}
      <div ref={recaptcha} />
    </>
  );
}

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
