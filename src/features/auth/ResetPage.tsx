import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { sendPasswordReset } from '@services/auth';
import { AppForm } from '../../components/AppForm';
import { CardPage } from '../../components/CardPage';
import { FormError } from '../../components/FormError';
import { FormField } from '../../components/FormField';
import { EMAIL_MAX_LENGTH } from '../../config/limits';
import { messages } from '../../messages';
import { authErrorMessage } from './authErrors';
import { isEmailShaped } from '../../lib/formChecks';
import { useAuthSession } from './useSession';
import { paths } from '../../config/routes';

export default function ResetPage() {
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
      setError(messages.invalidEmail);
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
    <CardPage meta="reset" heading="Reset your password" width="narrow">
      <p>Enter the e-mail you registered with and we will send you a link to choose a new password.</p>
      <AppForm onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        {sent && (
          <p className="alert alert-success" role="status">
            {messages.passwordResetSent}
          </p>
        )}
        <FormField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="E-mail Address"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={pending}>
          {pending ? 'Sending…' : 'Send password reset email'}
        </button>
      </AppForm>
      <p className="mt-4 mb-0">
        No account yet? <Link to={paths.register}>Register</Link>
      </p>
    </CardPage>
  );
}
