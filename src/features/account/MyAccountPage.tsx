import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { PageMeta } from '../../components/PageMeta';
import { COMMENT_NAME_MAX_LENGTH } from '../../config/limits';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../lib/toast';
import type { SessionUser } from '../../types';
import { savePublicName, SignedInOnly, useSession } from '../auth';
import { collectMyData } from './accountData';
import { DeleteAccount } from './DeleteAccount';
import { accountMessages } from './messages';
import { WhatsAppSection } from './WhatsAppSection';
import { slot, withElements } from '../../i18n/withElements';

/** The name shown with the person's comments: changed here, checked as the rules check it. */
function NameForm({ user }: { user: SessionUser }) {
  const t = useMessages(accountMessages);
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
      toast.success(t.nameSaved);
    } catch (failure) {
      console.error('Could not save the name', failure);
      toast.error(t.nameFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField
        label={t.nameLabel}
        hint={t.nameHint}
        error={error}
        autoComplete="name"
        maxLength={COMMENT_NAME_MAX_LENGTH}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? t.saving : t.saveName}
      </button>
    </form>
  );
}

/** Saves the person's data as a JSON file. */
function DownloadData({ user }: { user: SessionUser }) {
  const t = useMessages(accountMessages);
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
      toast.error(t.collectFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-outline-primary" onClick={() => void download()} disabled={busy}>
      {busy ? t.collecting : t.downloadData}
    </button>
  );
}

function MyAccount({ user, onDeleted }: { user: SessionUser; onDeleted: () => void }) {
  const t = useMessages(accountMessages);
  return (
    <section className="section" aria-labelledby="account-heading">
      <PageMeta title={t.title} noindex />
      <div className="container narrow">
        <h1 id="account-heading">{t.title}</h1>
        <p className="lead">
          {withElements(t.loggedInAs(user.email ?? '', slot(0), slot(1)), [
            <Link to={paths.myRequests}>{t.myRequests}</Link>,
            <Link to={paths.privacy}>{t.privacyNotice}</Link>,
          ])}
        </p>
        <section aria-labelledby="account-name-heading" className="mt-4">
          <h2 id="account-name-heading" className="h4">
            {t.yourName}
          </h2>
          <NameForm user={user} />
        </section>
        <WhatsAppSection user={user} />
        <section aria-labelledby="account-data-heading" className="mt-5">
          <h2 id="account-data-heading" className="h4">
            {t.yourData}
          </h2>
          <p>{t.dataExplain}</p>
          <DownloadData user={user} />
        </section>
        <section aria-labelledby="account-delete-heading" className="mt-5">
          <h2 id="account-delete-heading" className="h4">
            {t.deleteMyAccount}
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
  const t = useMessages(accountMessages);
  return <SignedInOnly title={t.title}>{(user) => <MyAccount user={user} onDeleted={() => navigate(paths.home)} />}</SignedInOnly>;
}
