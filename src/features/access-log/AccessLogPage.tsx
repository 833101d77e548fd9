import { useCallback, useId, useMemo, useState } from 'react';
import { listAccessLog } from '@services/accessLog';
import { listStaff } from '@services/staff';
import { FormField, SelectField } from '../../components/FormField';
import { LoadMore } from '../../components/LoadMore';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatClinicDateTime } from '../../lib/publishing';
import { useAsyncData } from '../../lib/useAsyncData';
import { usePagedList } from '../../lib/usePagedList';
import type { AccessLogCursor, AccessLogEntry, StaffMember } from '../../types';
import { StaffOnly } from '../auth';
import { roleWords, staffMessages } from '../staff';
import { entryAction } from './entryWords';
import { accessLogMessages } from './messages';

/**
 * `/admin/access-log` (owners): the access log, newest first, a page at a time, for everyone or
 * one person, every day or one (docs/privacy.md says what is logged and for how long).
 */
export default function AccessLogPage() {
  const t = useMessages(accessLogMessages);
  return (
    <StaffOnly allow={['readAccessLog']}>
      <section className="section" aria-labelledby="access-log-heading">
        <PageMeta title={t.title} noindex />
        <div className="container">
          <h1 id="access-log-heading">{t.title}</h1>
          <p className="lead">{t.lead}</p>
          <AccessLog />
        </div>
      </section>
    </StaffOnly>
  );
}

function AccessLog() {
  const t = useMessages(accessLogMessages);
  const staff = useAsyncData('access-log:staff', listStaff);
  const [by, setBy] = useState('');
  const [day, setDay] = useState('');
  const ids = useId();
  const members = useMemo(() => new Map((staff.status === 'ready' ? staff.data : []).map((m) => [m.uid, m])), [staff]);

  if (staff.status === 'loading') return <LoadingMessage label={t.loading} />;
  if (staff.status === 'error') return <ErrorMessage>{t.loadFailed}</ErrorMessage>;
  return (
    <>
      <div className="row g-3 mb-3">
        <div className="col-12 col-md-6">
          <SelectField id={`${ids}-by`} label={t.person} value={by} onChange={(e) => setBy(e.target.value)}>
            <option value="">{t.everyone}</option>
            {staff.data.map((member) => (
              <option key={member.uid} value={member.uid}>
                {member.name || member.email} ({member.email})
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-12 col-md-6">
          <FormField id={`${ids}-day`} label={t.day} hint={t.anyDay} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </div>
      </div>
      <Entries key={`${by}|${day}`} by={by} day={day} members={members} />
    </>
  );
}

function Entries({ by, day, members }: { by: string; day: string; members: Map<string, StaffMember> }) {
  const t = useMessages(accessLogMessages);
  const roles = roleWords(useMessages(staffMessages));
  const locale = useIntlLocale();
  const loadPage = useCallback(
    async (after: AccessLogCursor | null) => {
      const page = await listAccessLog({ by: by || undefined, day: day || undefined }, after ?? undefined);
      return { items: page.entries, next: page.next };
    },
    [by, day],
  );
  const { items, ...list } = usePagedList<AccessLogEntry, AccessLogCursor>(loadPage, 'access log');

  if (list.status === 'loading') return <LoadingMessage label={t.loading} />;
  if (list.status === 'error') return <ErrorMessage>{t.loadFailed}</ErrorMessage>;
  if (items.length === 0) return <EmptyMessage>{t.empty}</EmptyMessage>;
  return (
    <>
      <div className="table-responsive">
        <table className="table align-middle">
          <thead>
            <tr>
              <th scope="col">{t.when}</th>
              <th scope="col">{t.who}</th>
              <th scope="col">{t.what}</th>
              <th scope="col">{t.patient}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => {
              const member = members.get(entry.by);
              return (
                <tr key={entry.id}>
                  <td className="text-nowrap">{entry.at ? formatClinicDateTime(entry.at, locale) : entry.day}</td>
                  <td>
                    {member ? member.name || member.email : t.formerStaff}
                    <div className="small text-body-secondary">
                      {member?.email ?? entry.by} · {roles[entry.role].name}
                    </div>
                  </td>
                  <td>{entryAction(entry, t, members)}</td>
                  <td className="small">{entry.kind === 'write' && entry.patientUid ? entry.patientUid : t.noPatient}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LoadMore list={list} noun={t.entries} />
    </>
  );
}
