import type { CheckoutDelivery1Props } from '../../schemas/sections/checkout';
import { useCheckoutView } from '../../src/features/checkout/CheckoutContext';
import { CheckoutCard, CheckoutPending } from '../../src/features/checkout/parts/CheckoutCard';
import { formatPaise } from '../../src/ui/format';
import { Icon } from '../../src/ui/Icon';
import styles from './CheckoutDelivery1.module.css';

const ZONE_LABELS = { local: 'Local', regional: 'Regional', national: 'National', remote: 'Remote area' } as const;

/** The zone, the charge (or free delivery), when it arrives, and how far the cart is from free delivery. */
export default function CheckoutDelivery1(props: CheckoutDelivery1Props) {
  const { quote, selection } = useCheckoutView();
  if (!quote) {
    return (
      <CheckoutCard title={props.title}>
        <CheckoutPending label={selection.address ? 'Working out delivery…' : 'Choose an address to see delivery charges.'} />
      </CheckoutCard>
    );
  }
  const { delivery } = quote;
  // The threshold counts the items after the coupon, as the server does.
  const afterCoupon = quote.items_total_paise - (quote.coupon?.discount_paise ?? 0);
  const short = delivery.free_above_paise - afterCoupon;
  return (
    <CheckoutCard title={props.title}>
      {!delivery.serviceable ? (
        <p className={styles.refusal} role="alert">
          We do not deliver to PIN {delivery.pin} yet. Choose another address.
        </p>
      ) : (
        <>
          <p className={styles.line}>
            <Icon name="truck" />
            <span>
              <span className={styles.zone}>{ZONE_LABELS[delivery.zone]} delivery</span>
              {' · '}
              <strong>{delivery.charge_paise === 0 ? 'Free delivery' : formatPaise(delivery.charge_paise)}</strong>
            </span>
          </p>
          <p className={styles.days}>
            Delivers in {delivery.days} {delivery.days === 1 ? 'day' : 'days'} to {delivery.pin}
          </p>
          {props.show_free_delivery_hint && delivery.charge_paise > 0 && short > 0 && (
            <p className={styles.hint}>Add {formatPaise(short)} more for free delivery</p>
          )}
        </>
      )}
      {props.note && <p className={styles.note}>{props.note}</p>}
    </CheckoutCard>
  );
}
