import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { STAFF_ROLE_LABELS, STAFF_ROLES, staffPaths, type StaffMember, type StaffRole } from '../../../schemas/api/staff';
import { formatShopDay, formatShopMoment } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { InviteForm } from './InviteForm';
import { listStaff, updateStaff } from './staff-api';

/**
 * People: who can use the studio and with which role, invitations not yet
 * taken up, and the owner's controls. Disabling ends the person's sessions at
 * once; nobody can change their own account here, so an owner cannot lock
 * the shop out by a slip.
 */
export function StaffScreen({ selfId }: { selfId: number }) {
  const staff = useSWR(staffPaths.list, listStaff);
  const [busyId, setBusyId] = useState<number | null>(null);

  const change = async (member: StaffMember, update: { role?: StaffRole; disabled?: boolean }, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusyId(member.id);
    try {
      await staff.mutate(await updateStaff(member.id, update), { revalidate: false });
      toast.success(update.disabled === undefined ? `${member.display_name} is now ${STAFF_ROLE_LABELS[update.role ?? member.role].toLowerCase()}` : `${member.display_name} ${update.disabled ? 'is disabled' : 'can sign in again'}`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The change was not saved');
    } finally {
      setBusyId(null);
    }
  };

  if (staff.error) return <p className="st-error st-page-error" role="alert">{staff.error instanceof Error ? staff.error.message : 'Staff could not be loaded'}</p>;
  if (!staff.data) return <Skeleton label="Loading staff" lines={5} />;
  const { members, invitations } = staff.data;

  return (
    <div className="st-desk">
      <header className="st-staff__head">
        <h1 className="st-h1">People</h1>
        <p className="st-muted">Everyone who can use the studio, and what their role lets them do. Changes apply on their next click, on every server.</p>
      </header>
      <div className="st-table-wrap">
        <table className="st-table">
          <caption className="st-visually-hidden">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">
                <span className="st-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => {
              const self = m.id === selfId;
              return (
                <tr key={m.id} className={m.disabled ? 'st-staff__disabled' : undefined}>
                  <th scope="row">
                    <span className="st-staff__name">{m.display_name}</span>
                    <span className="st-muted">{m.login}</span>
                    {m.disabled && <span className="st-badge st-badge--danger">Disabled</span>}
                  </th>
                  <td>
                    {self ? (
                      `${STAFF_ROLE_LABELS[m.role]} (you)`
                    ) : (
                      <select
                        aria-label={`Role of ${m.display_name}`}
                        value={m.role}
                        disabled={busyId === m.id}
                        onChange={(e) => {
                          const role = STAFF_ROLES.find((r) => r === e.target.value);
                          if (role) void change(m, { role });
                        }}
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {STAFF_ROLE_LABELS[role]}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td>{m.last_sign_in_at ? formatShopMoment(m.last_sign_in_at) : 'Never'}</td>
                  <td>
                    {!self && (
                      <StudioButton
                        small
                        variant={m.disabled ? 'secondary' : 'danger'}
                        busy={busyId === m.id}
                        onClick={() => void change(m, { disabled: !m.disabled }, m.disabled ? undefined : `Disable ${m.display_name}? They are signed out at once and cannot sign in until enabled again.`)}
                      >
                        {m.disabled ? `Enable ${m.display_name}` : `Disable ${m.display_name}`}
                      </StudioButton>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {invitations.length > 0 && (
        <section aria-labelledby="staff-invitations">
          <h2 className="st-h2" id="staff-invitations">
            Waiting to accept
          </h2>
          <ul className="st-staff__invitations">
            {invitations.map((i) => (
              <li key={i.id}>
                <strong>{i.display_name}</strong> {i.login} · {STAFF_ROLE_LABELS[i.role]} · link valid until {formatShopDay(i.expires_at)}
                {i.invited_by ? ` · invited by ${i.invited_by}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      <InviteForm onInvited={() => void staff.mutate()} />
    </div>
  );
}
