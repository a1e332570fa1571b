import { useT } from '../../../i18n/useT';
import { useSignedInUser } from '../../../state/useSignedInUser';
import { Button } from '../../../ui/Button';
import { ProfileForm } from '../../account/ProfileForm';
import { loginToast } from '../login-toast';
import { useLoginFlow } from '../useLoginFlow';
import { useSkipProfile } from '../useSkipProfile';
import styles from '../forms.module.css';

/**
 * Asked once, right after the first sign-in by mobile code created the
 * account: names (and an optional e-mail) so the shop can greet the shopper
 * and put the name on orders. Saving or skipping is kept on the account, so
 * no device asks again.
 */
export function ProfilePromptView() {
  const user = useSignedInUser();
  const { close } = useLoginFlow();
  const skip = useSkipProfile();
  const t = useT();
  if (!user) return null;
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('auth.profileIntro')}</p>
      <ProfileForm
        user={user}
        submitLabel={t('auth.saveAndContinue')}
        stacked
        onSaved={(account) => {
          close();
          loginToast.success(t('auth.welcomeName', { name: account.fname }));
        }}
        secondary={
          <Button type="button" variant="ghost" block onClick={skip}>
            {t('auth.skipForNow')}
          </Button>
        }
      />
    </div>
  );
}
