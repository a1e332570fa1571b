import type { CheckoutSummary2Props } from '../../schemas/sections/checkout';
import { useCheckoutView } from '../../src/features/checkout/CheckoutContext';
import { Button } from '../../src/ui/Button';
import { formatPaise } from '../../src/ui/format';
import { SummaryCard } from './parts/SummaryCard';
import styles from './parts/Summary.module.css';

function scrollToPayment() {
  document.querySelector('[data-section="checkout-payment"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The summary card, and on phones a bar with the total payable that leads to the payment step. */
export default function CheckoutSummary2({ sticky_bar, ...props }: CheckoutSummary2Props) {
  const { quote } = useCheckoutView();
  return (
    <>
      <SummaryCard {...props} />
      {sticky_bar && quote && (
        <div className={styles.bar}>
          <span className={styles.barTotal}>
            <span className={styles.muted}>Total payable</span>
            {formatPaise(quote.total_paise)}
          </span>
          <Button type="button" onClick={scrollToPayment}>
            Continue to payment
          </Button>
        </div>
      )}
    </>
  );
}
