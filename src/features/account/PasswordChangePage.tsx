import { useSetAtom } from 'jotai';
import { loginPopupAtom } from '../../state/session';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Button, ButtonLink } from '../../ui/Button';
import { PasswordChangeForm } from './PasswordChangeForm';
import { useT } from '../../i18n/useT';
import styles from './PasswordChangePage.module.css';

/**
 * Change password (inside RequireAuth). Only an account with a password has
 * one to change; a mobile-code account with an e-mail can set one through
 * the forgot-password popup, which proves the address with a code first.
 */
export default function PasswordChangePage() {
  const user = useSignedInUser();
  const setPopup = useSetAtom(loginPopupAtom);
  const t = useT();
  if (!user) return null;
  const crumbs = [{ label: t('account.title'), to: '/my-account' }];

  if (user.providers.includes('password')) {
    return (
      <Page title={t('account.changePassword')} lead={t('account.passwordLead')} crumbs={crumbs}>
        <div className={styles.panel}>
          <PasswordChangeForm email={user.email} />
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('account.changePassword')} crumbs={crumbs}>
      <EmptyState
        icon="shield"
        title={t('account.codeAccountTitle')}
        actions={
          user.email ? (
            <>
              <Button onClick={() => setPopup({ view: 'forgot-password', returnTo: '/password-change' })}>{t('account.setPasswordByEmail')}</Button>
              <ButtonLink to="/my-account" variant="secondary">
                {t('account.backToAccount')}
              </ButtonLink>
            </>
          ) : (
            <ButtonLink to="/my-account">{t('account.backToAccount')}</ButtonLink>
          )
        }
      >
        {user.email
          ? t('account.codeAccountWithEmail', { email: user.email })
          : t('account.codeAccountNoEmail')}
      </EmptyState>
    </Page>
  );
}
