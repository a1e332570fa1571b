import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { usePageLayout } from '../../data/shop-config';

export default function CartPage() {
  const { data } = usePageLayout('cart');
  return (
    <Page title="Your cart">
      <ComposedLayout entries={data ?? []} scope="cart" />
      <EmptyState
        icon="cart"
        title="Your cart is empty"
        actions={
          <>
            <ButtonLink to="/product/hot-deals">See today's deals</ButtonLink>
            <ButtonLink to="/products" variant="secondary">
              Browse products
            </ButtonLink>
          </>
        }
      >
        Add laptops, components or accessories and they will wait for you here.
      </EmptyState>
    </Page>
  );
}
