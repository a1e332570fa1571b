import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { useBusy } from './useBusy';
import { useSignOut } from './useSignOut';

/** A page's "Sign out" button (My account). */
export function SignOutButton() {
  const signOut = useSignOut();
  const [busy, run] = useBusy();
  const t = useT();
  return (
    <Button variant="secondary" busy={busy} onClick={() => void run(() => signOut())}>
      {t('auth.signOut')}
    </Button>
  );
}
