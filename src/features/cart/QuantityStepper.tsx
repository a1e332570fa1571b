import { cx } from '../../ui/cx';
import styles from './QuantityStepper.module.css';
import { useT } from '../../i18n/useT';

interface Props {
  value: number;
  max: number;
  onChange: (qty: number) => void;
  /** What is being counted, for the buttons' names: "Increase quantity of {label}". */
  label: string;
  /** Shown once the value reaches max, e.g. "Max 2 per order". */
  limitHint?: string;
  min?: number;
  disabled?: boolean;
  className?: string;
}

/** − value +, clamped to min..max; at the limit the + button is disabled and the hint says why. */
export function QuantityStepper({ value, max, onChange, label, limitHint, min = 1, disabled, className }: Props) {
  const atMax = value >= max;
  const t = useT();
  return (
    <div className={cx(styles.stepper, className)}>
      <div className={styles.controls} role="group" aria-label={t('cart.quantityOf', { label })}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('cart.decrease', { label })}
          data-replay="quantity"
          disabled={disabled || value <= min}
          onClick={() => onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.value} aria-live="polite" aria-label={t('cart.quantity', { value })}>
          {value}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t('cart.increase', { label })}
          data-replay="quantity"
          disabled={disabled || atMax}
          onClick={() => onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atMax && limitHint && <p className={styles.hint}>{limitHint}</p>}
    </div>
  );
}
