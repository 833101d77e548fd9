import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/FormField';
import { PageMeta } from '../../components/PageMeta';
import { COMMENT_NAME_MAX_LENGTH } from '../../config/limits';
import { paths } from '../../config/routes';
import { toast } from '../../lib/toast';
import type { SessionUser } from '../../types';
import { authErrorMessage, savePublicName, SignedInOnly, useSession } from '../auth';
import { collectMyData, deleteMyAccount } from './accountData';

/** The name shown with the person's comments: changed here, checked as the rules check it. */
function NameForm({ user }: { user: SessionUser }) {
  const { reload } = useSession();
  const [name, setName] = useState(user.publicName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await savePublicName(user.uid, name);
      setError(saved.refused);
      if (saved.refused !== null) return;
      setName(saved.name);
      await reload();
      toast.success('Your name is saved. New comments carry it.');
    } catch (failure) {
      console.error('Could not save the name', failure);
      toast.error('Your name could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField
        label="Your name, shown with your comments"
        hint="Comments you have already written keep the name they were written under."
        error={error}
        autoComplete="name"
        maxLength={COMMENT_NAME_MAX_LENGTH}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save name'}
      </button>
    </form>
  );
}

/** Saves the person's data as a JSON file. */
function DownloadData({ user }: { user: SessionUser }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await collectMyData(user);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      console.error('Could not collect the data', error);
      toast.error('Your data could not be collected. Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-outline-primary" onClick={() => void download()} disabled={busy}>
      {busy ? 'Collecting your data…' : 'Download my data'}
    </button>
  );
}

/** Deleting the account: asked twice, then a recent sign-in where Firebase wants one. */
function DeleteAccount({ user, onDeleted }: { user: SessionUser; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [needsSignIn, setNeedsSignIn] = useState<'password' | 'google' | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function erase() {
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(user.uid);
      toast.success('Your account and your data are deleted.');
      onDeleted();
    } catch (failure) {
      if ((failure as { code?: string }).code === 'auth/requires-recent-login') {
        setNeedsSignIn((await import('@services/auth')).signInMethod() ?? 'password');
      } else {
        console.error('Could not delete the account', failure);
        setError('The account could not be deleted completely. Nothing is lost by trying again: please try again.');
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

  return (
    <>
      <p>
        This erases your comments, the requests you sent while logged in, your booked appointments (their times become free), your profile
        and then the account itself. It cannot be undone.
      </p>
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      {needsSignIn === 'password' && (
        <form onSubmit={(e) => void signInAgainAndErase(e)} noValidate>
          <p>For your safety, please enter your password once more to delete the account.</p>
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="submit" className="btn btn-danger" disabled={busy || !password}>
            {busy ? 'Deleting…' : 'Confirm and delete my account'}
          </button>
        </form>
      )}
      {needsSignIn === 'google' && (
        <>
          <p>For your safety, please sign in with Google once more to delete the account.</p>
          <button type="button" className="btn btn-danger" onClick={() => void signInAgainAndErase()} disabled={busy}>
            {busy ? 'Deleting…' : 'Sign in with Google and delete my account'}
          </button>
        </>
      )}
      {needsSignIn === null && (
        <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Delete account"
        message="Delete your account? Your comments, your requests, your appointments and your profile are erased, then the account. This cannot be undone."
        confirmLabel="Delete my account"
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function MyAccount({ user, onDeleted }: { user: SessionUser; onDeleted: () => void }) {
  return (
    <section className="section" aria-labelledby="account-heading">
      <PageMeta title="My account" noindex />
      <div className="container narrow">
        <h1 id="account-heading">My account</h1>
        <p className="lead">
          Logged in as {user.email}. Your requests are under <Link to={paths.myRequests}>My requests</Link>; how we handle your data is in
          the <Link to={paths.privacy}>privacy notice</Link>.
        </p>
        <section aria-labelledby="account-name-heading" className="mt-4">
          <h2 id="account-name-heading" className="h4">
            Your name
          </h2>
          <NameForm user={user} />
        </section>
        <section aria-labelledby="account-data-heading" className="mt-5">
          <h2 id="account-data-heading" className="h4">
            Your data
          </h2>
          <p>
            A file (JSON) with your account, profile, your booked appointments, the requests you sent while logged in, and your comments.
          </p>
          <DownloadData user={user} />
        </section>
        <section aria-labelledby="account-delete-heading" className="mt-5">
          <h2 id="account-delete-heading" className="h4">
            Delete my account
          </h2>
          <DeleteAccount user={user} onDeleted={onDeleted} />
        </section>
      </div>
    </section>
  );
}

export default function MyAccountPage() {
  // Here, not in the form: once the account is gone the signed-in part of the page unmounts.
  const navigate = useNavigate();
  return <SignedInOnly title="My account">{(user) => <MyAccount user={user} onDeleted={() => navigate(paths.home)} />}</SignedInOnly>;
}
