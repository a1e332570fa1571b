import type { CheckoutDelivery1Props } from '../../schemas/sections/checkout';
import { useCheckoutView } from '../../src/features/checkout/CheckoutContext';
import { CheckoutCard, CheckoutPending } from '../../src/features/checkout/parts/CheckoutCard';
import type { MessageKey } from '../../src/i18n/messages';
import { useFormat } from '../../src/i18n/useFormat';
import { useT } from '../../src/i18n/useT';
import { Icon } from '../../src/ui/Icon';
import styles from './CheckoutDelivery1.module.css';

const ZONE_LABELS = {
  local: 'checkout.zoneLocal',
  regional: 'checkout.zoneRegional',
  national: 'checkout.zoneNational',
  remote: 'checkout.zoneRemote',
} as const satisfies Record<string, MessageKey>;

/** The zone, the charge (or free delivery), when it arrives, and how far the cart is from free delivery. */
export default function CheckoutDelivery1(props: CheckoutDelivery1Props) {
  const { quote, selection } = useCheckoutView();
  const t = useT();
  const { money } = useFormat();
  if (!quote) {
    return (
      <CheckoutCard title={props.title}>
        <CheckoutPending label={selection.address ? t('checkout.workingOutDelivery') : t('checkout.chooseAddressForDelivery')} />
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
          {t('checkout.notDeliverable', { pin: delivery.pin })}
        </p>
      ) : (
        <>
          <p className={styles.line}>
            <Icon name="truck" />
            <span>
              <span className={styles.zone}>{t('checkout.zoneDelivery', { zone: t(ZONE_LABELS[delivery.zone]) })}</span>
              {' · '}
              <strong>{delivery.charge_paise === 0 ? t('checkout.freeDelivery') : money(delivery.charge_paise)}</strong>
            </span>
          </p>
          <p className={styles.days}>
            {t('checkout.deliversIn', { days: delivery.days, pin: delivery.pin })}
          </p>
          {props.show_free_delivery_hint && delivery.charge_paise > 0 && short > 0 && (
            <p className={styles.hint}>{t('checkout.freeDeliveryHint', { amount: money(short) })}</p>
          )}
        </>
      )}
      {props.note && <p className={styles.note}>{props.note}</p>}
    </CheckoutCard>
  );
}
