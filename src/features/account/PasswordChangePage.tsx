import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function PasswordChangePage() {
  return (
    <Page title="Change password" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="shield" title="Your account signs in with a one-time code" actions={<ButtonLink to="/my-account">Back to my account</ButtonLink>}>
        Accounts that sign in by mobile code have no password to change. E-mail accounts can set a new password here.
      </EmptyState>
    </Page>
  );
}
