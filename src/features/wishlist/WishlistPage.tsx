import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { usePageLayout } from '../../data/shop-config';

export default function WishlistPage() {
  const { data } = usePageLayout('wishlist');
  return (
    <Page title="Wishlist">
      <ComposedLayout entries={data ?? []} scope="wishlist" />
      <EmptyState icon="heart" title="Your wishlist is empty" actions={<ButtonLink to="/products">Find something you like</ButtonLink>}>
        Tap the heart on any product to save it for later and watch its price.
      </EmptyState>
    </Page>
  );
}
