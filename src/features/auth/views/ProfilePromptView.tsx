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
  if (!user) return null;
  return (
    <div className={styles.form}>
      <p className={styles.intro}>Tell us your name so we can greet you and put it on your orders. You can change it any time on My account.</p>
      <ProfileForm
        user={user}
        submitLabel="Save and continue"
        stacked
        onSaved={(account) => {
          close();
          loginToast.success(`Welcome, ${account.fname}!`);
        }}
        secondary={
          <Button type="button" variant="ghost" block onClick={skip}>
            Skip for now
          </Button>
        }
      />
    </div>
  );
}
