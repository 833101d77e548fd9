import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { sendPasswordReset } from '@services/auth';
import { AppForm } from '../../components/AppForm';
import { CardPage } from '../../components/CardPage';
import { FormError } from '../../components/FormError';
import { FormField } from '../../components/FormField';
import { EMAIL_MAX_LENGTH } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { specMessages } from '../../components/specMessages';
import { useAuthErrorMessage } from './authErrors';
import { authMessages } from './messages';
import { isEmailShaped } from '../../lib/formChecks';
import { useAuthSession } from './useSession';
import { paths } from '../../config/routes';

export default function ResetPage() {
  const t = useMessages(authMessages);
  const m = useMessages(specMessages);
  const authErrorMessage = useAuthErrorMessage();
  const { user, confirmed } = useAuthSession();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  if (user && confirmed) return <Navigate to={paths.root} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!isEmailShaped(email)) {
      setError(m.invalidEmail);
      return;
    }
    setPending(true);
    setError(null);
    setSent(false);
    try {
      await sendPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <CardPage meta="reset" heading={t.resetHeading} width="narrow">
      <p>{t.resetLead}</p>
      <AppForm onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        {sent && (
          <p className="alert alert-success" role="status">
            {m.passwordResetSent}
          </p>
        )}
        <FormField
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t.emailPlaceholder}
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={pending}>
          {pending ? t.sending : t.sendReset}
        </button>
      </AppForm>
      <p className="mt-4 mb-0">
        {t.noAccountYet} <Link to={paths.register}>{t.register}</Link>
      </p>
    </CardPage>
  );
}
