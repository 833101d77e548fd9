import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { saveConsent } from '@services/videoVisits';
import { AppForm } from '../../components/AppForm';
import { FormError } from '../../components/FormError';
import { FormField } from '../../components/FormField';
import { BOOKING_LIMITS } from '../../config/limits';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { isPhoneShaped } from '../../lib/formChecks';
import type { Booking } from '../../types';
import { videoMessages, type VideoMessages } from './messages';

interface Values {
  name: string;
  age: string;
  phone: string;
  adult: string;
  consent: boolean;
}
type Problems = Partial<Record<keyof Values, string>>;

const ADULT_AGE = 18;
const ageOf = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) && Number(text) <= 120 ? Number(text) : null);

/** The rules' consent checks (firestore.rules: patientConsent), in the patient's words. */
export function consentProblems(values: Values, t: VideoMessages): Problems {
  const problems: Problems = {};
  const age = ageOf(values.age);
  if (!values.name.trim()) problems.name = t.nameProblem;
  if (age === null) problems.age = t.ageProblem;
  if (!isPhoneShaped(values.phone.trim())) problems.phone = t.phoneProblem;
  if (age !== null && age < ADULT_AGE && !values.adult.trim()) problems.adult = t.adultProblem;
  if (!values.consent) problems.consent = t.consentProblem;
  return problems;
}

/**
 * Before the patient's first join: who the doctor will see (name, age, a phone for when the video
 * fails), the adult present for a minor (Telemedicine Practice Guidelines 2020), and the consent
 * to a video consultation, stored with its time and the privacy notice's version. What they typed
 * stays when a check or the save fails.
 */
export function PreJoinForm({ booking, onConsented }: { booking: Booking; onConsented: () => void }) {
  const t = useMessages(videoMessages);
  const [values, setValues] = useState<Values>({ name: booking.patientName, age: '', phone: booking.phone, adult: '', consent: false });
  const [problems, setProblems] = useState<Problems>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const age = ageOf(values.age);
  const minor = age !== null && age < ADULT_AGE;
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = consentProblems(values, t);
    setProblems(found);
    setFailed(false);
    if (Object.keys(found).length > 0 || age === null) return;
    setSending(true);
    try {
      await saveConsent(booking.id, { patientName: values.name, age, phone: values.phone, adultPresent: minor ? values.adult : null });
      onConsented();
    } catch (error) {
      console.error('Could not save the consent', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <AppForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="pre-join-heading" className="narrow">
      <h2 id="pre-join-heading" className="h4">
        {t.confirmHeading}
      </h2>
      <p>{t.confirmLead}</p>
      <FormField
        label={t.name}
        name="consultName"
        autoComplete="name"
        required
        maxLength={BOOKING_LIMITS.name}
        value={values.name}
        error={problems.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <FormField
        label={t.age}
        name="consultAge"
        inputMode="numeric"
        required
        maxLength={3}
        value={values.age}
        error={problems.age}
        onChange={(e) => set({ age: e.target.value })}
      />
      {minor && (
        <FormField
          label={t.adult}
          name="consultAdult"
          required
          maxLength={BOOKING_LIMITS.name}
          hint={t.adultHint}
          value={values.adult}
          error={problems.adult}
          onChange={(e) => set({ adult: e.target.value })}
        />
      )}
      <FormField
        label={t.phone}
        type="tel"
        name="consultPhone"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={BOOKING_LIMITS.phone}
        value={values.phone}
        error={problems.phone}
        onChange={(e) => set({ phone: e.target.value })}
      />
      <div className="form-check mb-3">
        <input
          id="consult-consent"
          type="checkbox"
          className={`form-check-input${problems.consent ? ' is-invalid' : ''}`}
          checked={values.consent}
          aria-invalid={problems.consent ? true : undefined}
          aria-describedby={problems.consent ? 'consult-consent-error' : undefined}
          onChange={(e) => set({ consent: e.target.checked })}
        />
        <label htmlFor="consult-consent" className="form-check-label">
          {t.consent} <Link to={paths.privacy}>{t.privacyLink}</Link>
        </label>
        {problems.consent && (
          <div id="consult-consent-error" className="invalid-feedback">
            {problems.consent}
          </div>
        )}
      </div>
      <FormError message={failed ? t.saveFailed : null} />
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t.joining : t.joinButton}
      </button>
    </AppForm>
  );
}
