import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CardPage } from '../../components/CardPage';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { useAsyncData } from '../../lib/useAsyncData';
import type { Permission } from '../../config/staffRoles';
import { StaffOnly } from '../auth';
import { adminMessages } from './messages';
import { PublishStatus } from './PublishStatus';

/** What an admin editor edits: a blog, an FAQ, a service. */
export interface EditedThing<T> {
  /** As the messages name it, e.g. "FAQ", in the page's language; with the headings and back link's label, from the editor's messages. */
  noun: string;
  headings: { create: string; update: string };
  /** Where "not found" leads. */
  backTo: { path: string; label: string };
  load: (id: string) => Promise<T | null>;
}

/**
 * An admin editor page: create mode without an id in the address, update mode with one, once the
 * entry has loaded (or a message when it cannot be, or is gone). `form` renders the form, empty
 * or prefilled; it starts afresh for each entry.
 */
export function AdminEditorPage<T extends { id: string }>({
  thing,
  form,
  allow,
  when,
}: {
  thing: EditedThing<T>;
  form: (entry?: T) => ReactNode;
  /** The rows of src/config/staffRoles.ts that open the editor, and a further check (StaffOnly). */
  allow: Permission[];
  when?: Parameters<typeof StaffOnly>[0]['when'];
}) {
  return (
    <StaffOnly allow={allow} when={when}>
      <EditorLoader thing={thing} form={form} />
    </StaffOnly>
  );
}

function EditorLoader<T extends { id: string }>({ thing, form }: { thing: EditedThing<T>; form: (entry?: T) => ReactNode }) {
  const t = useMessages(adminMessages);
  const { id } = useParams();
  const entry = useAsyncData(`editor:${thing.noun}:${id ?? 'new'}`, async () => (id ? thing.load(id) : null));
  const heading = id ? thing.headings.update : thing.headings.create;

  let body;
  if (!id) body = form();
  else if (entry.status === 'loading') body = <LoadingMessage label={t.loadingEntry(thing.noun)} />;
  else if (entry.status === 'error') body = <ErrorMessage>{t.entryLoadFailed(thing.noun)}</ErrorMessage>;
  else if (!entry.data)
    body = (
      <ErrorMessage>
        {t.entryNotFound(thing.noun)} <Link to={thing.backTo.path}>{thing.backTo.label}</Link>
      </ErrorMessage>
    );
  else body = <Fragment key={entry.data.id}>{form(entry.data)}</Fragment>;

  return (
    <CardPage meta={{ title: heading, noindex: true }} heading={heading}>
      <PublishStatus />
      {body}
    </CardPage>
  );
}
