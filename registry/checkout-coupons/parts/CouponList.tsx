import type { CouponOffer } from '../../../schemas/api/checkout';
import { useCheckoutView } from '../../../src/features/checkout/CheckoutContext';
import { Button } from '../../../src/ui/Button';
import { cx } from '../../../src/ui/cx';
import { useFormat } from '../../../src/i18n/useFormat';
import { useT } from '../../../src/i18n/useT';
import styles from './Coupons.module.css';

interface Props {
  showInapplicable: boolean;
  onApplied?: () => void;
}

/** The live coupons: the ones this cart qualifies for with their saving, the rest greyed with the reason. */
export function CouponList({ showInapplicable, onApplied }: Props) {
  const { coupons, quote, actions } = useCheckoutView();
  const t = useT();
  if (coupons === undefined) return null;
  const shown = [...coupons]
    .filter((c) => c.applicable || showInapplicable)
    .sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.saving_paise - a.saving_paise);
  if (shown.length === 0) return <p className={styles.none}>{t('checkout.noCoupons')}</p>;
  const current = quote?.coupon?.code;
  return (
    <ul className={styles.list}>
      {shown.map((offer) => (
        <CouponRow
          key={offer.code}
          offer={offer}
          current={offer.code === current}
          onApply={() => {
            actions.typeCoupon(offer.code);
            actions.applyCoupon(offer.code);
            onApplied?.();
          }}
        />
      ))}
    </ul>
  );
}

function CouponRow({ offer, current, onApply }: { offer: CouponOffer; current: boolean; onApply: () => void }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <li className={cx(styles.offer, !offer.applicable && styles.inapplicable)}>
      <div className={styles.offerText}>
        <span className={styles.code}>{offer.code}</span>
        <span className={styles.offerTitle}>{offer.title}</span>
        {offer.description && <span className={styles.description}>{offer.description}</span>}
        {offer.applicable ? (
          <span className={styles.saving}>{t('checkout.couponSave', { amount: money(offer.saving_paise) })}</span>
        ) : (
          <span className={styles.reason}>{offer.reason}</span>
        )}
      </div>
      {offer.applicable &&
        (current ? (
          <span className={styles.currentTag}>{t('checkout.couponCurrent')}</span>
        ) : (
          <Button type="button" variant="secondary" onClick={onApply} aria-label={t('checkout.applyCode', { code: offer.code })}>
            {t('checkout.apply')}
          </Button>
        ))}
    </li>
  );
}
