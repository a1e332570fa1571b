import { usePageLayout } from '../../data/shop-config';
import { Page } from '../../ui/Page';
import { CartProvider } from './CartContext';
import { PageWithSection } from './PageWithSection';
import { useT } from '../../i18n/useT';

/** The cart: its lines and summary come from the cart-items section, the rest from the cart configuration. */
export default function CartPage() {
  const { data, isLoading } = usePageLayout('cart');
  const t = useT();
  return (
    <Page title={t('cart.title')}>
      <CartProvider>
        <PageWithSection entries={data} loading={isLoading} scope="cart" required="cart-items" />
      </CartProvider>
    </Page>
  );
}
