import { useState, type FormEvent } from 'react';
import { listDoctors } from '@services/doctors';
import { findVerifiedAccount, listStaff } from '@services/staff';
import { FormError } from '../../components/FormError';
import { FormField } from '../../components/FormField';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import type { StaffRole } from '../../config/staffRoles';
import { useMessages } from '../../i18n/messages';
import { isEmailShaped } from '../../lib/formChecks';
import { useAsyncData } from '../../lib/useAsyncData';
import type { Doctor, StaffMember } from '../../types';
import { StaffOnly, useSession } from '../auth';
import { staffMessages, type StaffMessages } from './messages';
import { RolesFields } from './RolesFields';
import { STAFF_TAG, useStaffChange } from './useStaffChange';

/**
 * `/admin/staff` (owners): everyone who holds a role, each person's roles changed or removed
 * whole, and a person added by the e-mail of their verified account. The rules decide
 * (firestore.rules, users' staffChange and clinic/owners); the page says why a change was refused.
 */
export default function StaffPage() {
  const t = useMessages(staffMessages);
  return (
    <StaffOnly allow={['manageStaff']}>
      <section className="section" aria-labelledby="staff-heading">
        <PageMeta title={t.title} noindex />
        <div className="container narrow">
          <h1 id="staff-heading">{t.title}</h1>
          <p className="lead">{t.lead}</p>
          <Staff />
        </div>
      </section>
    </StaffOnly>
  );
}

function Staff() {
  const t = useMessages(staffMessages);
  const staff = useAsyncData('staff:list', listStaff, [STAFF_TAG]);
  const doctors = useAsyncData('staff:doctors', listDoctors);
  if (staff.status === 'loading' || doctors.status === 'loading') return <LoadingMessage label={t.loading} />;
  if (staff.status === 'error' || doctors.status === 'error') return <ErrorMessage>{t.loadFailed}</ErrorMessage>;
  return (
    <>
      {staff.data.length === 0 ? (
        <EmptyMessage>{t.empty}</EmptyMessage>
      ) : (
        <ul className="list-unstyled">
          {staff.data.map((member) => (
            <li key={`${member.uid}:${member.roles.join()}:${member.doctorId}`} className="card mb-3">
              <MemberForm member={member} doctors={doctors.data} />
            </li>
          ))}
        </ul>
      )}
      <AddMemberForm doctors={doctors.data} />
    </>
  );
}

/** Checks the roles before they are sent: at least one (removing is its own button), and a doctor's profile. */
function rolesProblem(roles: StaffRole[], doctorId: string, t: StaffMessages): string | null {
  if (roles.length === 0) return t.noRole;
  if (roles.includes('doctor') && !doctorId) return t.doctorMissing;
  return null;
}

function MemberForm({ member, doctors }: { member: StaffMember; doctors: Doctor[] }) {
  const t = useMessages(staffMessages);
  const { user } = useSession();
  const me = user?.uid ?? '';
  const self = member.uid === me;
  const [roles, setRoles] = useState(member.roles);
  const [doctorId, setDoctorId] = useState(member.doctorId);
  // Saved: the list reloads with the new roles (and this form anew); until then nothing is sent twice.
  const [saved, setSaved] = useState(false);
  const change = useStaffChange(t, me);
  const unchanged = roles.join() === member.roles.join() && doctorId === member.doctorId;
  const idle = change.saving || saved;
  const headingId = `staff-${member.uid}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = rolesProblem(roles, doctorId, t);
    if (problem) return change.setProblem(problem);
    void change.save(member.uid, roles, doctorId, t.saved(member.name || member.email), { onSaved: () => setSaved(true) });
  }

  return (
    <form className="card-body" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-1">
        {member.name || member.email} {self && <span className="text-body-secondary">{t.you}</span>}
      </h2>
      <p className="text-body-secondary mb-3">{member.email}</p>
      {self && <p className="form-text">{t.ownRolesNote}</p>}
      <RolesFields
        roles={roles}
        doctorId={doctorId}
        doctors={doctors}
        disabled={self || change.saving}
        onRoles={setRoles}
        onDoctor={setDoctorId}
      />
      <FormError message={change.problem} />
      {!self && (
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={idle || unchanged}>
            {change.saving ? t.saving : t.save}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={idle}
            onClick={() => void change.save(member.uid, [], '', t.removed(member.name || member.email), { onSaved: () => setSaved(true) })}
          >
            {t.remove}
          </button>
        </div>
      )}
    </form>
  );
}

function AddMemberForm({ doctors }: { doctors: Doctor[] }) {
  const t = useMessages(staffMessages);
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [doctorId, setDoctorId] = useState('');
  const [looking, setLooking] = useState(false);
  const change = useStaffChange(t, user?.uid ?? '');
  const busy = looking || change.saving;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const problem = !address ? t.emailMissing : !isEmailShaped(address) ? t.emailInvalid : rolesProblem(roles, doctorId, t);
    if (problem) return change.setProblem(problem);
    setLooking(true);
    let uid: string | null;
    try {
      uid = await findVerifiedAccount(address);
    } catch (error) {
      console.error('Could not look up the account', error);
      change.setProblem(t.failed);
      return;
    } finally {
      setLooking(false);
    }
    if (!uid) return change.setProblem(t.noAccount(address));
    await change.save(uid, roles, doctorId, t.added(address), {
      email: address,
      onSaved: () => {
        setEmail('');
        setRoles([]);
        setDoctorId('');
      },
    });
  }

  return (
    <form className="card card-body mt-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="staff-add-heading">
      <h2 id="staff-add-heading" className="h5">
        {t.addHeading}
      </h2>
      <p className="form-text">{t.addHint}</p>
      <FormField
        label={t.email}
        type="email"
        autoComplete="off"
        maxLength={254}
        value={email}
        disabled={busy}
        onChange={(e) => setEmail(e.target.value)}
      />
      <RolesFields roles={roles} doctorId={doctorId} doctors={doctors} disabled={busy} onRoles={setRoles} onDoctor={setDoctorId} />
      <FormError message={change.problem} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t.saving : t.add}
        </button>
      </div>
    </form>
  );
}
