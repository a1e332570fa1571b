import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { STAFF_ROLE_LABELS, STAFF_ROLES, staffInviteSchema, type StaffRole } from '../../../schemas/api/staff';
import { ApiError } from '../api';
import { StudioButton } from '../Controls';
import { inviteStaff } from './staff-api';

type Field = 'email' | 'display_name' | 'role';

/** Invites one person by e-mail with a role: the link reaches them through the shop's mailer. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const [values, setValues] = useState<{ email: string; display_name: string; role: StaffRole }>({ email: '', display_name: '', role: 'catalogue' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffInviteSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'display_name' || field === 'role') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await inviteStaff(parsed.data);
      toast.success(`Invitation sent to ${parsed.data.email}`);
      setValues({ email: '', display_name: '', role: values.role });
      onInvited();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setErrors({ email: e.message });
      else toast.error(e instanceof Error ? e.message : 'The invitation could not be sent');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const message = (name: Field) =>
    errors[name] ? (
      <p className="st-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className="st-form st-staff__invite" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="st-h2" id={`${id}-title`}>
        Invite someone
      </h2>
      <div className="st-field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input {...field('email')} type="email" autoComplete="off" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
        {message('email')}
      </div>
      <div className="st-field">
        <label htmlFor={`${id}-display_name`}>Name</label>
        <input {...field('display_name')} autoComplete="off" value={values.display_name} onChange={(e) => setValues({ ...values, display_name: e.target.value })} />
        {message('display_name')}
      </div>
      <div className="st-field">
        <label htmlFor={`${id}-role`}>Role</label>
        <select {...field('role')} value={values.role} onChange={(e) => setValues({ ...values, role: STAFF_ROLES.find((r) => r === e.target.value) ?? values.role })}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {message('role')}
      </div>
      <StudioButton type="submit" variant="primary" busy={busy}>
        Send invitation
      </StudioButton>
    </form>
  );
}
