import { useId, useState } from 'react';
import { useFormat } from '../../../src/i18n/useFormat';
import { useT } from '../../../src/i18n/useT';
import styles from './Payment.module.css';

interface Props {
  /** Paise. */
  value: number;
  min: number;
  max: number;
  onChange: (paise: number) => void;
  /** Told whether what is typed is an allowed amount, so the pay button can wait for one. */
  onValidity: (valid: boolean) => void;
}

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;

/** Rupees typed as text to paise, or null when it is not an amount. */
export function rupeesToPaise(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  return RUPEES.test(clean) ? Math.round(Number(clean) * 100) : null;
}

/**
 * The advance for part payment, in rupees. Only an amount within the quote's
 * bounds reaches the checkout state, so the quote and the order never see a
 * refused one; the field keeps what was typed and says what is allowed.
 */
export function PartPaymentInput({ value, min, max, onChange, onValidity }: Props) {
  const inputId = useId();
  const hintId = useId();
  const t = useT();
  const { money } = useFormat();
  const [draft, setDraft] = useState(() => (value > 0 ? String(value / 100) : String(min / 100)));
  const paise = rupeesToPaise(draft);
  const valid = paise !== null && paise >= min && paise <= max;
  return (
    <div className={styles.part}>
      <label htmlFor={inputId} className={styles.partLabel}>
        {t('checkout.payNowRupees')}
      </label>
      <input
        id={inputId}
        className={styles.partInput}
        inputMode="decimal"
        value={draft}
        aria-invalid={!valid || undefined}
        aria-describedby={hintId}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = rupeesToPaise(event.target.value);
          const allowed = next !== null && next >= min && next <= max;
          onValidity(allowed);
          if (allowed) onChange(next);
        }}
      />
      <p id={hintId} className={valid ? styles.partHint : styles.partError} role={valid ? undefined : 'alert'}>
        {t('checkout.partBounds', { min: money(min), max: money(max) })}
      </p>
    </div>
  );
}
