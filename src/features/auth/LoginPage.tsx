import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { signInWithEmail, signInWithGoogle } from '@services/auth';
import { AppForm } from '../../components/AppForm';
import { CardPage } from '../../components/CardPage';
import { FormError } from '../../components/FormError';
import { FormField } from '../../components/FormField';
import { EMAIL_MAX_LENGTH } from '../../config/limits';
import { authErrorMessage } from './authErrors';
import { GoogleButton } from './GoogleButton';
import { PASSWORD_MAX_LENGTH } from './passwordRules';
import { safeRedirect } from './safeRedirect';
import { useAuthSession } from './useSession';
import { paths } from '../../config/routes';

export default function LoginPage() {
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
      setError('Please enter your e-mail and password.');
      return;
    }
    void signIn('email');
  }

  return (
    <CardPage meta="login" heading="Login" width="narrow">
      <AppForm onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        <FormField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary w-100 mb-3" disabled={pending !== null}>
          {pending === 'email' ? 'Logging in…' : 'Login'}
        </button>
      </AppForm>
      <GoogleButton
        label="Login with Google"
        busy={pending === 'google'}
        disabled={pending !== null}
        onClick={() => void signIn('google')}
      />
      <div className="d-flex justify-content-between mt-4">
        <Link to={paths.reset}>Forgot Password?</Link>
        <span>
          New here? <Link to={paths.register}>Register</Link>
        </span>
      </div>
    </CardPage>
  );
}
