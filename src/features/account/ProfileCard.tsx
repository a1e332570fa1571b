import { useState } from 'react';
import toast from 'react-hot-toast';
import type { StoredUser } from '../../state/session';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/useT';
import { ProfileForm } from './ProfileForm';
import styles from './MyAccountPage.module.css';

/** The profile on /my-account: name, mobile and e-mail, editable in place at any time. */
export function ProfileCard({ user }: { user: StoredUser }) {
  const [editing, setEditing] = useState(false);
  const t = useT();
  const name = `${user.fname} ${user.lname}`.trim();
  return (
    <section aria-labelledby="profile-heading" className={styles.profile}>
      <div className={styles.profileHead}>
        <h2 id="profile-heading" className={styles.profileHeading}>
          {t('account.profile')}
        </h2>
        {!editing && (
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            {t('account.editProfile')}
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileForm
          user={user}
          submitLabel={t('account.saveChanges')}
          onSaved={() => {
            setEditing(false);
            toast.success(t('account.profileSaved'));
          }}
          secondary={
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              {t('account.cancel')}
            </Button>
          }
        />
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t('account.name')}</dt>
            <dd>{name || t('account.nameNotGiven')}</dd>
          </div>
          <div>
            <dt>{t('account.mobile')}</dt>
            <dd>{user.mobile ? `+91 ${user.mobile}` : t('account.notAdded')}</dd>
          </div>
          <div>
            <dt>{t('account.email')}</dt>
            <dd>{user.email || t('account.notAdded')}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
