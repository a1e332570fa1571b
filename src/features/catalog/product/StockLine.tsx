import { cx } from '../../../ui/cx';
import { LOW_STOCK } from './offer';
import { useProductContext } from './ProductContext';
import styles from './StockLine.module.css';
import { useT } from '../../../i18n/useT';

/** In stock, only a few left, or out of stock: for the variant on screen. */
export function StockLine() {
  const { offer } = useProductContext();
  const t = useT();
  const state = offer.stock === 0 ? 'out' : offer.stock <= LOW_STOCK ? 'low' : 'in';
  const words = state === 'out' ? t('product.outOfStock') : state === 'low' ? t('product.onlyLeftInStock', { count: offer.stock }) : t('product.inStock');
  return (
    <p className={cx(styles.stock, styles[state])} aria-live="polite">
      <span className={styles.dot} aria-hidden="true" />
      {words}
    </p>
  );
}
