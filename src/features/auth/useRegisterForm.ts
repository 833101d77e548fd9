import { useReducer, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerWithEmail, sendVerificationEmail, signInWithGoogle } from '@services/auth';
import { specMessages } from '../../components/specMessages';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../lib/toast';
import { useFormCheck } from '../../lib/useFormCheck';
import { useAuthErrorMessage } from './authErrors';
import { authMessages } from './messages';
import { checkRegistration, EMPTY_REGISTRATION, passwordsDiffer, type Registration } from './registerForm';
import { useAuthSession } from './useSession';

interface RegisterFormState {
  values: Registration;
  /** Why the last registration or Google sign-in failed, as the provider said. */
  providerError: string | null;
  /** The way of registering under way, if any. */
  pending: 'email' | 'google' | null;
}

type RegisterFormAction =
  | { type: 'set'; values: Partial<Registration> }
  | { type: 'started'; pending: 'email' | 'google' }
  | { type: 'failed'; providerError: string };

function reducer(state: RegisterFormState, action: RegisterFormAction): RegisterFormState {
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'started':
      return { ...state, pending: action.pending, providerError: null };
    case 'failed':
      return { ...state, pending: null, providerError: action.providerError };
  }
}

const INITIAL: RegisterFormState = { values: EMPTY_REGISTRATION, providerError: null, pending: null };

/**
 * The register page's state and work: the fields and their check, registering with an email
 * (then the verification email) or with Google, and where an account already signed in goes.
 */
export function useRegisterForm() {
  const t = useMessages(authMessages);
  const m = useMessages(specMessages);
  const authErrorMessage = useAuthErrorMessage();
  const { user, confirmed, reload } = useAuthSession();
  const navigate = useNavigate();
  const [{ values, providerError, pending }, dispatch] = useReducer(reducer, INITIAL);
  const check = useFormCheck(values, (typed) => checkRegistration(typed, t, m));

  // Signed in already (and not by this form, which leads on by itself): where to go instead.
  const redirect = user && confirmed && !pending ? (user.emailVerified ? paths.root : paths.verifyEmail) : null;

  /** A setter for one field, for its onChange. */
  const set =
    <Field extends keyof Registration>(field: Field) =>
    (value: Registration[Field]) =>
      dispatch({ type: 'set', values: { [field]: value } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || !check.passes()) return;

    dispatch({ type: 'started', pending: 'email' });
    try {
      await registerWithEmail(values.fullName.trim(), values.email.trim(), values.password);
      await reload();
    } catch (err) {
      dispatch({ type: 'failed', providerError: authErrorMessage(err) });
      return;
    }
    try {
      await sendVerificationEmail();
    } catch (err) {
      toast.error(t.verificationNotSent(authErrorMessage(err)));
    }
    navigate(paths.verifyEmail, { replace: true });
  }

  async function registerWithGoogle() {
    dispatch({ type: 'started', pending: 'google' });
    try {
      await signInWithGoogle();
      navigate(paths.root, { replace: true });
    } catch (err) {
      dispatch({ type: 'failed', providerError: authErrorMessage(err) });
    }
  }

  return { values, set, check, mismatch: passwordsDiffer(values), providerError, pending, redirect, submit, registerWithGoogle };
}
