import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { AppForm } from '../../components/AppForm';
import { toast } from '../../lib/toast';
import { registerWithEmail, sendVerificationEmail, signInWithGoogle } from '@services/auth';
import { CardPage } from '../../components/CardPage';
import { FormError } from '../../components/FormError';
import { PurposeNote } from '../../components/PurposeNote';
import { FormField } from '../../components/FormField';
import { EMAIL_MAX_LENGTH } from '../../config/limits';
import { messages } from '../../messages';
import { authErrorMessage } from './authErrors';
import { GoogleButton } from './GoogleButton';
import { isEmailShaped } from '../../lib/formChecks';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from './passwordRules';
import { useAuthSession } from './useSession';
import { paths } from '../../config/routes';
import { useFormCheck, type FormProblems } from '../../lib/useFormCheck';

interface Registration {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
}

/** Each field's own message. */
function validate({ fullName, email, password, confirm }: Registration): FormProblems<keyof Registration> {
  const fields: FormProblems<keyof Registration>['fields'] = {};
  if (!fullName.trim()) fields.fullName = 'Please enter your full name.';
  if (!email.trim()) fields.email = 'Please enter your e-mail address.';
  else if (!isEmailShaped(email)) fields.email = messages.invalidEmail;
  if (password.length < PASSWORD_MIN_LENGTH) fields.password = `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (!confirm) fields.confirm = 'Please type your password again.';
  else if (password !== confirm) fields.confirm = messages.passwordMismatch;
  return { fields };
}

export default function RegisterPage() {
  const { user, confirmed, reload } = useAuthSession();
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const check = useFormCheck({ fullName, email, password, confirm }, validate);
  const [providerError, setProviderError] = useState<string | null>(null);
  const [pending, setPending] = useState<'email' | 'google' | null>(null);

  const mismatch = password !== '' && confirm !== '' && password !== confirm;

  if (user && confirmed && !pending) return <Navigate to={user.emailVerified ? paths.root : paths.verifyEmail} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || !check.passes()) return;

    setPending('email');
    setProviderError(null);
    try {
      await registerWithEmail(fullName.trim(), email.trim(), password);
      await reload();
    } catch (err) {
      setProviderError(authErrorMessage(err));
      setPending(null);
      return;
    }
    try {
      await sendVerificationEmail();
    } catch (err) {
      toast.error(
        `Your account is created, but the verification e-mail could not be sent: ${authErrorMessage(err)} Use "Resend Email" on the next page.`,
      );
    }
    navigate(paths.verifyEmail, { replace: true });
  }

  async function onGoogle() {
    setPending('google');
    setProviderError(null);
    try {
      await signInWithGoogle();
      navigate(paths.root, { replace: true });
    } catch (err) {
      setProviderError(authErrorMessage(err));
      setPending(null);
    }
  }

  return (
    <CardPage meta="register" heading="Register" width="narrow">
      <AppForm onSubmit={onSubmit} noValidate>
        <FormError message={providerError} />
        <FormField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={fullName}
          error={check.error('fullName')}
          onChange={(e) => setFullName(e.target.value)}
        />
        <FormField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          error={check.error('email')}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormField
          label="Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_RULE}
          value={password}
          error={check.error('password')}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormField
          label="Confirm password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirm}
          error={mismatch ? messages.passwordMismatch : check.error('confirm')}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <PurposeNote>Your account lets you comment on our articles under your name, which is shown with your comments.</PurposeNote>
        <button type="submit" className="btn btn-primary w-100 mb-3" disabled={pending !== null}>
          {pending === 'email' ? 'Creating your account…' : 'Register'}
        </button>
      </AppForm>
      <GoogleButton label="Register with Google" busy={pending === 'google'} disabled={pending !== null} onClick={() => void onGoogle()} />
      <p className="mt-4 mb-0">
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
    </CardPage>
  );
}
