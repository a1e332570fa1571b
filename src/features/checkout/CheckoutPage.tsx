import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { useEndpoint } from '../../data/shop-config';
import { endpoints } from '../../data/endpoints';

export default function CheckoutPage() {
  const { data } = useEndpoint(endpoints.checkout);
  return (
    <Page title="Checkout" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <EmptyState icon="cart" title="Your cart is empty" actions={<ButtonLink to="/products">Browse products</ButtonLink>}>
        Add products to your cart to check out.
      </EmptyState>
      <ComposedLayout entries={data ?? []} scope="checkout" />
    </Page>
  );
}
