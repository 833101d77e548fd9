import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { signInWithEmail, signInWithGoogle } from '@services/auth';
import { AppForm } from '../../components/AppForm';
import { CardPage } from '../../components/CardPage';
import { FormError } from '../../components/FormError';
import { FormField } from '../../components/FormField';
import { EMAIL_MAX_LENGTH } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { useAuthErrorMessage } from './authErrors';
import { GoogleButton } from './GoogleButton';
import { PASSWORD_MAX_LENGTH } from './passwordRules';
import { authMessages } from './messages';
import { safeRedirect } from './safeRedirect';
import { useAuthSession } from './useSession';
import { paths } from '../../config/routes';

export default function LoginPage() {
  const t = useMessages(authMessages);
  const authErrorMessage = useAuthErrorMessage();
  const { user, confirmed } = useAuthSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = safeRedirect(location.search);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'email' | 'google' | null>(null);

  if (user && confirmed && !pending) return <Navigate to={target} replace />;

  async function signIn(method: 'email' | 'google') {
    setPending(method);
    setError(null);
    try {
      if (method === 'email') await signInWithEmail(email.trim(), password);
      else await signInWithGoogle();
      navigate(target, { replace: true });
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setPending(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim() || !password) {
      setError(t.enterEmailAndPassword);
      return;
    }
    void signIn('email');
  }

  return (
    <CardPage meta="login" heading={t.login} width="narrow">
      <AppForm onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        <FormField
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormField
          label={t.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary w-100 mb-3" disabled={pending !== null}>
          {pending === 'email' ? t.loggingIn : t.login}
        </button>
      </AppForm>
      <GoogleButton
        label={t.loginWithGoogle}
        busy={pending === 'google'}
        disabled={pending !== null}
        onClick={() => void signIn('google')}
      />
      <div className="d-flex justify-content-between mt-4">
        <Link to={paths.reset}>{t.forgotPassword}</Link>
        <span>
          {t.newHere} <Link to={paths.register}>{t.register}</Link>
        </span>
      </div>
    </CardPage>
  );
}
