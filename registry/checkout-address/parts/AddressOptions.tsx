import { useId } from 'react';
import type { Address } from '../../../schemas/api/addresses';
import { addressLine, defaultFirst } from '../../../src/features/checkout/parts/address-text';
import { cx } from '../../../src/ui/cx';
import { useT } from '../../../src/i18n/useT';
import styles from './AddressOptions.module.css';

interface Props {
  legend: string;
  addresses: readonly Address[];
  selectedId: number | null;
  showMobile: boolean;
  onSelect: (id: number) => void;
}

/** The shopper's addresses as radio cards; one we cannot deliver to is shown, disabled, with the reason. */
export function AddressOptions({ legend, addresses, selectedId, showMobile, onSelect }: Props) {
  const name = useId();
  const t = useT();
  return (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">{legend}</legend>
      {defaultFirst(addresses).map((a) => {
        const reasonId = `${name}-${a.id}-reason`;
        return (
          <label key={a.id} className={cx(styles.option, !a.serviceable && styles.disabled)}>
            <input
              type="radio"
              name={name}
              value={a.id}
              checked={a.id === selectedId}
              disabled={!a.serviceable}
              aria-describedby={a.serviceable ? undefined : reasonId}
              onChange={() => onSelect(a.id)}
            />
            <span className={styles.text}>
              <span className={styles.name}>
                {a.name} <span className={styles.type}>{a.type}</span>
                {a.is_default && <span className={styles.type}>{t('checkout.defaultAddress')}</span>}
              </span>
              <span>{addressLine(a)}</span>
              {showMobile && <span className={styles.mobile}>{t('checkout.mobile', { mobile: a.mobile })}</span>}
              {!a.serviceable && (
                <span id={reasonId} className={styles.reason}>
                  {t('address.pinUnserviceable')}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
