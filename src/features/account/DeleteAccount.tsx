import { useEffect, useState, type FormEvent } from 'react';
import { isOnlyOwner } from '@services/users';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/FormField';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { slot, withElements } from '../../i18n/withElements';
import { toast } from '../../lib/toast';
import { StaffChangeError } from '../../services/staffFields';
import type { SessionUser } from '../../types';
import { authErrorMessage } from '../auth';
import { deleteMyAccount } from './accountData';
import { accountMessages } from './messages';

/**
 * Deleting the account: asked twice, then a recent sign-in where Firebase wants one. The clinic's
 * only owner is told to name another owner first, and offered no button (the rules keep one owner).
 */
export function DeleteAccount({ user, onDeleted }: { user: SessionUser; onDeleted: () => void }) {
  const t = useMessages(accountMessages);
  const [onlyOwner, setOnlyOwner] = useState(false);
  const isOwner = user.roles.includes('owner');
  useEffect(() => {
    if (!isOwner) return;
    let current = true;
    isOnlyOwner(user.uid)
      .then((only) => current && setOnlyOwner(only))
      .catch((failure: unknown) => console.error('Could not read the owners', failure));
    return () => {
      current = false;
    };
  }, [isOwner, user.uid]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [needsSignIn, setNeedsSignIn] = useState<'password' | 'google' | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function erase() {
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(user.uid, user.email);
      toast.success(t.deleted);
      onDeleted();
    } catch (failure) {
      if (failure instanceof StaffChangeError && failure.problem === 'last-owner') {
        setOnlyOwner(true);
      } else if ((failure as { code?: string }).code === 'auth/requires-recent-login') {
        setNeedsSignIn((await import('@services/auth')).signInMethod() ?? 'password');
      } else {
        console.error('Could not delete the account', failure);
        setError(t.deleteFailed);
      }
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  async function signInAgainAndErase(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    try {
      await (await import('@services/auth')).reauthenticate(needsSignIn === 'password' ? password : undefined);
    } catch (failure) {
      setBusy(false);
      setError(authErrorMessage(failure));
      return;
    }
    setNeedsSignIn(null);
    setPassword('');
    await erase();
  }

  if (onlyOwner) {
    return <p role="status">{withElements(t.onlyOwner(slot(0)), [<Link to={paths.staff}>{t.staffPage}</Link>])}</p>;
  }

  return (
    <>
      <p>{t.deleteExplain}</p>
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      {needsSignIn === 'password' && (
        <form onSubmit={(e) => void signInAgainAndErase(e)} noValidate>
          <p>{t.passwordAgain}</p>
          <FormField
            label={t.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="submit" className="btn btn-danger" disabled={busy || !password}>
            {busy ? t.deleting : t.confirmDelete}
          </button>
        </form>
      )}
      {needsSignIn === 'google' && (
        <>
          <p>{t.googleAgain}</p>
          <button type="button" className="btn btn-danger" onClick={() => void signInAgainAndErase()} disabled={busy}>
            {busy ? t.deleting : t.googleDelete}
          </button>
        </>
      )}
      {needsSignIn === null && (
        <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)} disabled={busy}>
          {busy ? t.deleting : t.deleteMyAccount}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        confirmLabel={t.deleteMyAccount}
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
