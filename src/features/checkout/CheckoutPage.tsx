import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { useEndpoint } from '../../data/shop-config';
import { endpoints } from '../../data/endpoints';
import { useT } from '../../i18n/useT';
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
  const t = useT();
  return (
    <Page title={t('checkout.title')} crumbs={[{ label: t('checkout.cartCrumb'), to: '/cart' }]}>
      {empty ? (
        <EmptyState icon="cart" title={t('checkout.emptyTitle')} actions={<ButtonLink to="/products">{t('checkout.browse')}</ButtonLink>}>
          {t('checkout.emptyText')}
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
