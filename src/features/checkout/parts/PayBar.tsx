import { useId, useState, type ReactNode } from 'react';
import { useFormat } from '../../../i18n/useFormat';
import { useT } from '../../../i18n/useT';
import { Icon } from '../../../ui/Icon';
import styles from './PayBar.module.css';

interface Props {
  /** The total payable, paise. */
  totalPaise: number;
  /** The price breakdown "View details" opens above the bar. */
  details: ReactNode;
  /** The button that places the order. */
  children: ReactNode;
}

/**
 * Phones: the amount payable and the pay button stay at the bottom of the
 * screen while the shopper scrolls the steps; "View details" opens the price
 * breakdown above them. It sits last in the checkout's column and sticks, so
 * at the end of the page it rests below the last field instead of covering it.
 */
export function PayBar({ totalPaise, details, children }: Props) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const t = useT();
  const { money } = useFormat();
  return (
    <section className={styles.bar} aria-label={t('checkout.amountPayable')}>
      <div id={detailsId} className={styles.details} hidden={!open}>
        {details}
      </div>
      <div className={styles.row}>
        <div className={styles.total}>
          <span className={styles.amount}>{money(totalPaise)}</span>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((was) => !was)}>
            {open ? t('checkout.hideDetails') : t('checkout.viewDetails')}
            <Icon name="chevron-down" size={16} className={styles.chevron} />
          </button>
        </div>
        <div className={styles.action}>{children}</div>
      </div>
    </section>
  );
}
