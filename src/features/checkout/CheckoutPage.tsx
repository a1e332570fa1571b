import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function CheckoutPage() {
  return (
    <Page title="Checkout" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="cart" title="Your cart is empty" actions={<ButtonLink to="/products">Browse products</ButtonLink>}>
        Add products to your cart to check out.
      </EmptyState>
    </Page>
  );
}
