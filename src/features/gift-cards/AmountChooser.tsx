import { useId } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import styles from './gift-cards.module.css';

interface Props {
  denominations: readonly number[];
  /** The chosen chip's paise, or 'custom'. */
  chip: number | 'custom';
  customRupees: string;
  error: string;
  onChip(chip: number | 'custom'): void;
  onCustom(rupees: string): void;
}

/** The amount chips and, behind "Other amount", a rupee field; the shared schema judges the result. */
export function AmountChooser({ denominations, chip, customRupees, error, onChip, onCustom }: Props) {
  const t = useT();
  const { moneyWhole } = useFormat();
  const name = useId();
  const customId = useId();
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('giftCards.amount')}</legend>
      <div className={styles.chips}>
        {denominations.map((paise) => (
          <label key={paise} className={styles.chip}>
            <input type="radio" name={name} checked={chip === paise} onChange={() => onChip(paise)} />
            <span>{moneyWhole(paise)}</span>
          </label>
        ))}
        <label className={styles.chip}>
          <input type="radio" name={name} checked={chip === 'custom'} onChange={() => onChip('custom')} />
          <span>{t('giftCards.otherAmount')}</span>
        </label>
      </div>
      {chip === 'custom' && (
        <div className={styles.field}>
          <label htmlFor={customId}>{t('giftCards.customAmount')}</label>
          <input
            id={customId}
            inputMode="numeric"
            autoComplete="off"
            value={customRupees}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onCustom(e.target.value)}
          />
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The custom field as paise: digits only (commas allowed), else NaN so the schema reports it. */
export function rupeesToPaise(rupees: string): number {
  const digits = rupees.replace(/[,\s₹]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) * 100 : Number.NaN;
}
