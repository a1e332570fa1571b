import { useState } from 'react';
import toast from 'react-hot-toast';
import { PROFILE_MESSAGES } from '../../../schemas/api/profile';
import type { StoredUser } from '../../state/session';
import { Button } from '../../ui/Button';
import { ProfileForm } from './ProfileForm';
import styles from './MyAccountPage.module.css';

/** The profile on /my-account: name, mobile and e-mail, editable in place at any time. */
export function ProfileCard({ user }: { user: StoredUser }) {
  const [editing, setEditing] = useState(false);
  const name = `${user.fname} ${user.lname}`.trim();
  return (
    <section aria-labelledby="profile-heading" className={styles.profile}>
      <div className={styles.profileHead}>
        <h2 id="profile-heading" className={styles.profileHeading}>
          Profile
        </h2>
        {!editing && (
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileForm
          user={user}
          submitLabel="Save changes"
          onSaved={() => {
            setEditing(false);
            toast.success(PROFILE_MESSAGES.saved);
          }}
          secondary={
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          }
        />
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd>{name || 'Not given yet'}</dd>
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
