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
import { useMessages } from '../../i18n/messages';
import { specMessages, type SpecMessages } from '../../components/specMessages';
import { useAuthErrorMessage } from './authErrors';
import { authMessages, type AuthMessages } from './messages';
import { GoogleButton } from './GoogleButton';
import { isEmailShaped } from '../../lib/formChecks';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRules';
import { useAuthSession } from './useSession';
import { paths } from '../../config/routes';
import { useFormCheck, type FormProblems } from '../../lib/useFormCheck';

interface Registration {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
}

/** Each field's own message, in the page's words. */
function validate(
  { fullName, email, password, confirm }: Registration,
  t: AuthMessages,
  m: SpecMessages,
): FormProblems<keyof Registration> {
  const fields: FormProblems<keyof Registration>['fields'] = {};
  if (!fullName.trim()) fields.fullName = t.enterFullName;
  if (!email.trim()) fields.email = t.enterEmail;
  else if (!isEmailShaped(email)) fields.email = m.invalidEmail;
  if (password.length < PASSWORD_MIN_LENGTH) fields.password = t.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (!confirm) fields.confirm = t.typePasswordAgain;
  else if (password !== confirm) fields.confirm = m.passwordMismatch;
  return { fields };
}

export default function RegisterPage() {
  const t = useMessages(authMessages);
  const m = useMessages(specMessages);
  const authErrorMessage = useAuthErrorMessage();
  const { user, confirmed, reload } = useAuthSession();
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const check = useFormCheck({ fullName, email, password, confirm }, (values) => validate(values, t, m));
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
      toast.error(t.verificationNotSent(authErrorMessage(err)));
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
    <CardPage meta="register" heading={t.registerHeading} width="narrow">
      <AppForm onSubmit={onSubmit} noValidate>
        <FormError message={providerError} />
        <FormField
          label={t.fullName}
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={fullName}
          error={check.error('fullName')}
          onChange={(e) => setFullName(e.target.value)}
        />
        <FormField
          label={t.email}
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
          label={t.password}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={t.passwordRule(PASSWORD_MIN_LENGTH)}
          value={password}
          error={check.error('password')}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormField
          label={t.confirmPassword}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirm}
          error={mismatch ? m.passwordMismatch : check.error('confirm')}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <PurposeNote>{t.registerPurpose}</PurposeNote>
        <button type="submit" className="btn btn-primary w-100 mb-3" disabled={pending !== null}>
          {pending === 'email' ? t.creatingAccount : t.register}
        </button>
      </AppForm>
      <GoogleButton label={t.registerWithGoogle} busy={pending === 'google'} disabled={pending !== null} onClick={() => void onGoogle()} />
      <p className="mt-4 mb-0">
        {t.haveAccount} <Link to={paths.login}>{t.login}</Link>
      </p>
    </CardPage>
  );
}
