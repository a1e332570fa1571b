import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { useEndpoint } from '../../data/shop-config';
import { endpoints } from '../../data/endpoints';
import { PageWithSection } from '../cart/PageWithSection';
import { useCart } from '../cart/useCart';
import { CheckoutProvider } from './CheckoutProvider';
import { CheckoutProblem } from './parts/CheckoutProblem';
import styles from './CheckoutPage.module.css';

/**
 * The checkout, composed from the checkout configuration. The payment section
 * holds the button that places the order, so it is shown even when the
 * configuration leaves it out.
 */
export default function CheckoutPage() {
  const { data, isLoading } = useEndpoint(endpoints.checkout);
  const cart = useCart();
  const empty = cart.lines !== undefined && cart.lines.length === 0;
  return (
    <Page title="Checkout" crumbs={[{ label: 'Cart', to: '/cart' }]}>
      {empty ? (
        <EmptyState icon="cart" title="Your cart is empty" actions={<ButtonLink to="/products">Browse products</ButtonLink>}>
          Add products to your cart to check out.
        </EmptyState>
      ) : (
        <CheckoutProvider>
          <div className={styles.layout}>
            <CheckoutProblem />
            <PageWithSection entries={data} loading={isLoading} scope="checkout" required="checkout-payment" />
          </div>
        </CheckoutProvider>
      )}
    </Page>
  );
}
