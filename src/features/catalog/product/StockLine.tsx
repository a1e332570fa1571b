import { cx } from '../../../ui/cx';
import { LOW_STOCK } from './offer';
import { useProductContext } from './ProductContext';
import styles from './StockLine.module.css';

/** In stock, only a few left, or out of stock: for the variant on screen. */
export function StockLine() {
  const { offer } = useProductContext();
  const state = offer.stock === 0 ? 'out' : offer.stock <= LOW_STOCK ? 'low' : 'in';
  const words = state === 'out' ? 'Out of stock' : state === 'low' ? `Only ${offer.stock} left in stock` : 'In stock';
  return (
    <p className={cx(styles.stock, styles[state])} aria-live="polite">
      <span className={styles.dot} aria-hidden="true" />
      {words}
    </p>
  );
}
