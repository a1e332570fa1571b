import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import toast from 'react-hot-toast';
import * as z from 'zod/mini';
import { PROFILE_MESSAGES, profileFormSchema } from '../../../schemas/api/profile';
import { signedInAtom, type StoredUser } from '../../state/session';
import { Button } from '../../ui/Button';
import { TextField } from '../auth/fields/TextField';
import { useBusy } from '../auth/useBusy';
import { saveProfileName } from './profile-api';
import styles from './MyAccountPage.module.css';

type NameErrors = { fname?: string; lname?: string; form?: string };

function validate(userId: number, fname: string, lname: string): NameErrors {
  const result = z.safeParse(profileFormSchema, { user_id: String(userId), fname, lname });
  if (result.success) return {};
  const errors: NameErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'fname' && !errors.fname) errors.fname = issue.message;
    if (field === 'lname' && !errors.lname) errors.lname = issue.message;
  }
  return errors;
}

/** The profile on /my-account: name, mobile and e-mail, with the name editable in place. */
export function ProfileCard({ user }: { user: StoredUser }) {
  const setSignedIn = useSetAtom(signedInAtom);
  const [editing, setEditing] = useState(false);
  const [fname, setFname] = useState(user.fname);
  const [lname, setLname] = useState(user.lname);
  const [errors, setErrors] = useState<NameErrors>({});
  const [busy, run] = useBusy();

  function startEditing() {
    setFname(user.fname);
    setLname(user.lname);
    setErrors({});
    setEditing(true);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate(user.id, fname, lname);
    setErrors(problems);
    if (problems.fname || problems.lname) return;
    await run(async () => {
      try {
        // The stored `info` and every header greeting follow the server's record.
        setSignedIn(await saveProfileName(user.id, fname.trim(), lname.trim()));
        setEditing(false);
        toast.success(PROFILE_MESSAGES.saved);
      } catch (error) {
        setErrors({ form: error instanceof Error ? error.message : 'We could not save your name' });
      }
    });
  }

  const name = `${user.fname} ${user.lname}`.trim();
  return (
    <section aria-labelledby="profile-heading" className={styles.profile}>
      <h2 id="profile-heading" className={styles.profileHeading}>
        Profile
      </h2>
      {editing ? (
        <form onSubmit={(e) => void save(e)} noValidate className={styles.nameForm}>
          <div className={styles.nameRow}>
            <TextField label="First name" autoComplete="given-name" maxLength={50} value={fname} error={errors.fname} onChange={(e) => setFname(e.target.value)} />
            <TextField label="Last name" autoComplete="family-name" maxLength={50} value={lname} error={errors.lname} onChange={(e) => setLname(e.target.value)} />
          </div>
          {errors.form && (
            <p role="alert" className={styles.error}>
              {errors.form}
            </p>
          )}
          <div className={styles.nameActions}>
            <Button type="submit" busy={busy}>
              Save name
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd>
              {name || 'Not given yet'}{' '}
              <Button type="button" variant="secondary" onClick={startEditing} className={styles.edit}>
                Edit name
              </Button>
            </dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>{user.mobile ? `+91 ${user.mobile}` : 'Not added'}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{user.email || 'Not added'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
