import { Link, Navigate } from 'react-router-dom';
import { AppForm } from '../../components/AppForm';
import { CardPage } from '../../components/CardPage';
import { FormError } from '../../components/FormError';
import { PurposeNote } from '../../components/PurposeNote';
import { FormField } from '../../components/FormField';
import { EMAIL_MAX_LENGTH } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { specMessages } from '../../components/specMessages';
import { authMessages } from './messages';
import { GoogleButton } from './GoogleButton';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRules';
import { paths } from '../../config/routes';
import { useRegisterForm } from './useRegisterForm';

/** `/register`: an account with an email and a password, or with Google; its state and work are useRegisterForm's. */
export default function RegisterPage() {
  const t = useMessages(authMessages);
  const m = useMessages(specMessages);
  const { values, set, check, mismatch, providerError, pending, redirect, submit, registerWithGoogle } = useRegisterForm();

  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <CardPage meta="register" heading={t.registerHeading} width="narrow">
      <AppForm onSubmit={submit} noValidate>
        <FormError message={providerError} />
        <FormField
          label={t.fullName}
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={values.fullName}
          error={check.error('fullName')}
          onChange={(e) => set('fullName')(e.target.value)}
        />
        <FormField
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={values.email}
          error={check.error('email')}
          onChange={(e) => set('email')(e.target.value)}
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
          value={values.password}
          error={check.error('password')}
          onChange={(e) => set('password')(e.target.value)}
        />
        <FormField
          label={t.confirmPassword}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.confirm}
          error={mismatch ? m.passwordMismatch : check.error('confirm')}
          onChange={(e) => set('confirm')(e.target.value)}
        />
        <PurposeNote>{t.registerPurpose}</PurposeNote>
        <button type="submit" className="btn btn-primary w-100 mb-3" disabled={pending !== null}>
          {pending === 'email' ? t.creatingAccount : t.register}
        </button>
      </AppForm>
      <GoogleButton
        label={t.registerWithGoogle}
        busy={pending === 'google'}
        disabled={pending !== null}
        onClick={() => void registerWithGoogle()}
      />
      <p className="mt-4 mb-0">
        {t.haveAccount} <Link to={paths.login}>{t.login}</Link>
      </p>
    </CardPage>
  );
}
