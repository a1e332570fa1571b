import { useId, type FormEvent } from 'react';
import { useCheckoutView } from '../../../src/features/checkout/CheckoutContext';
import { Button } from '../../../src/ui/Button';
import { Emphasised } from '../../../src/features/auth/views/Emphasised';
import { useFormat } from '../../../src/i18n/useFormat';
import { useT } from '../../../src/i18n/useT';
import styles from './Coupons.module.css';

interface Props {
  label: string;
  applyLabel: string;
}

/** Type a code and apply it; the server's quote says whether it applied and, if not, why. */
export function CouponCodeBox({ label, applyLabel }: Props) {
  const { quote, quoting, selection, actions } = useCheckoutView();
  const inputId = useId();
  const errorId = useId();
  const t = useT();
  const { money } = useFormat();
  const applied = quote?.coupon ?? null;
  // The refusal belongs to the code that was sent; while a new quote is on its way it is stale.
  const refusal = selection.appliedCoupon !== '' && !quoting ? (quote?.coupon_error ?? '') : '';

  if (applied) {
    return (
      <div className={styles.applied}>
        <p className={styles.appliedText}>
          <Emphasised sentence={(code) => t('checkout.couponApplied', { code, amount: money(applied.discount_paise) })} value={applied.code} />
          <span className={styles.appliedTitle}>{applied.title}</span>
        </p>
        <Button type="button" variant="ghost" onClick={actions.removeCoupon}>
          {t('checkout.removeCoupon')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selection.couponCode.trim() !== '') actions.applyCoupon(selection.couponCode);
  };
  return (
    <form className={styles.codeBox} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.codeLabel}>
        {label}
      </label>
      <div className={styles.codeRow}>
        <input
          id={inputId}
          className={styles.codeInput}
          value={selection.couponCode}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={refusal !== '' || undefined}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => actions.typeCoupon(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={quoting && selection.appliedCoupon !== ''}>
          {applyLabel}
        </Button>
      </div>
      {refusal && (
        <p id={errorId} className={styles.error} role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
