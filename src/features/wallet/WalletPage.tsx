import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function WalletPage() {
  return (
    <Page title="Wallet" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="wallet" title="Balance ₹0.00" actions={<ButtonLink to="/add/gift-card">Redeem a gift card</ButtonLink>}>
        Refunds, redeemed gift cards and referral rewards are credited here and can pay for orders.
      </EmptyState>
    </Page>
  );
}
