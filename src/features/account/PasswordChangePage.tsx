import { useSetAtom } from 'jotai';
import { loginPopupAtom } from '../../state/session';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Button, ButtonLink } from '../../ui/Button';
import { PasswordChangeForm } from './PasswordChangeForm';
import styles from './PasswordChangePage.module.css';

const CRUMBS = [{ label: 'My account', to: '/my-account' }];

/**
 * Change password (inside RequireAuth). Only an account with a password has
 * one to change; a mobile-code account with an e-mail can set one through
 * the forgot-password popup, which proves the address with a code first.
 */
export default function PasswordChangePage() {
  const user = useSignedInUser();
  const setPopup = useSetAtom(loginPopupAtom);
  if (!user) return null;

  if (user.providers.includes('password')) {
    return (
      <Page title="Change password" lead="Enter your current password, then the new one." crumbs={CRUMBS}>
        <div className={styles.panel}>
          <PasswordChangeForm email={user.email} />
        </div>
      </Page>
    );
  }

  return (
    <Page title="Change password" crumbs={CRUMBS}>
      <EmptyState
        icon="shield"
        title="Your account signs in with a one-time code"
        actions={
          user.email ? (
            <>
              <Button onClick={() => setPopup({ view: 'forgot-password', returnTo: '/password-change' })}>Set a password with your e-mail</Button>
              <ButtonLink to="/my-account" variant="secondary">
                Back to my account
              </ButtonLink>
            </>
          ) : (
            <ButtonLink to="/my-account">Back to my account</ButtonLink>
          )
        }
      >
        {user.email
          ? `You sign in with a code sent to your mobile, so there is no password to change. To sign in with ${user.email} and a password too, set one: we will e-mail you a code first.`
          : 'Accounts that sign in by mobile code have no password to change. E-mail accounts can set a new password here.'}
      </EmptyState>
    </Page>
  );
}
