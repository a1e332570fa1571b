import { useId, useState } from 'react';
import { capHint } from './offer';
import { useProductContext } from './ProductContext';
import styles from './QuantityPicker.module.css';
import { useT } from '../../../i18n/useT';

/**
 * Units to add, 1 to the cap (the order limit or the stock, whichever is
 * lower), with a hint once the cap is reached. Typing is allowed: the field
 * keeps what was typed until it loses focus, the quantity is clamped at once.
 */
export function QuantityPicker() {
  const { offer, qty, setQty } = useProductContext();
  const t = useT();
  const id = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  if (offer.maxQty === 0) return null;

  const atCap = qty >= offer.maxQty;
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t('product.quantity')}
      </label>
      <div className={styles.stepper}>
        <button type="button" className={styles.step} aria-label={t('product.decreaseQuantity')} data-replay="quantity" disabled={qty <= 1} onClick={() => setQty(qty - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={offer.maxQty}
          value={draft ?? String(qty)}
          aria-describedby={hintId}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (/^\d+$/.test(text)) setQty(Number(text));
          }}
          onBlur={() => setDraft(null)}
        />
        <button type="button" className={styles.step} aria-label={t('product.increaseQuantity')} data-replay="quantity" disabled={atCap} onClick={() => setQty(qty + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={hintId} className={styles.hint} aria-live="polite">
        {atCap ? capHint(offer, t) : ''}
      </p>
    </div>
  );
}
