import { cx } from '../cx';
import styles from './Price.module.css';
import { useT } from '../../i18n/useT';
import { useFormat } from '../../i18n/useFormat';

interface PriceProps {
  /** Selling price, paise. */
  price: number;
  /** Maximum retail price, paise; struck through when above the price. */
  mrp: number;
  size?: 'sm' | 'md' | 'lg';
  /** The product's options cost different amounts: "from" before the price (the one its page opens on). */
  from?: boolean;
  className?: string;
}

/** Whole percent off MRP, rounded down, so the badge never promises more than the price gives. */
export function discountPercent(price: number, mrp: number): number {
  return mrp > price && mrp > 0 ? Math.floor(((mrp - price) * 100) / mrp) : 0;
}

/** Selling price, struck MRP and percent off, read out as one phrase. */
export function Price({ price, mrp, size = 'md', from, className }: PriceProps) {
  const t = useT();
  const { money } = useFormat();
  const off = discountPercent(price, mrp);
  return (
    <p className={cx(styles.price, styles[size], className)}>
      <span className={styles.now}>
        <span className="visually-hidden">{t('ui.price')} </span>
        {from && <span className={styles.from}>{t('ui.from')} </span>}
        {money(price)}
      </span>
      {off > 0 && (
        <>
          <s className={styles.mrp}>
            <span className="visually-hidden">{t('ui.mrp')} </span>
            {money(mrp)}
          </s>
          <span className={styles.off}>{t('ui.percentOff', { percent: off })}</span>
        </>
      )}
    </p>
  );
}
