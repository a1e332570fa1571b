import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function AddGiftCardPage() {
  return (
    <Page title="Add a gift card" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="gift" title="Redeem a gift card into your wallet" actions={<ButtonLink to="/wallet">Go to my wallet</ButtonLink>}>
        Enter the 16-character code and PIN from your gift card e-mail once redemption opens for your account.
      </EmptyState>
    </Page>
  );
}
