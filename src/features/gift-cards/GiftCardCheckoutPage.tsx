import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function GiftCardCheckoutPage() {
  return (
    <Page title="Gift card checkout" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="gift" title="No gift card chosen" actions={<ButtonLink to="/gift-card">Choose a gift card</ButtonLink>}>
        Pick a design and an amount first.
      </EmptyState>
    </Page>
  );
}
