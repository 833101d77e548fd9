import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
import { accountMessages } from './messages';
import { readPhoneNumber, readSmsCode, showPhoneNumber } from '../../lib/phoneNumber';

import { describeFailure, FormAlert, loadPhone, phoneProblem } from './phoneFailures';

/** Two steps: the number (an SMS code is sent), then the code (the number is proved and kept on the profile). */
export function VerifyNumber() {
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
