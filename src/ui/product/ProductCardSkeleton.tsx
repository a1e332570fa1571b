import { cx } from '../cx';
import styles from './ProductCardSkeleton.module.css';

interface ProductCardSkeletonProps {
  className?: string;
}

/**
 * A grid-layout ProductCard's outline while its product loads: the same
 * border, padding, square picture and text lines (brand, two title lines,
 * rating, price, note), so the real card takes its place without a shift.
 */
export function ProductCardSkeleton({ className }: ProductCardSkeletonProps) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true" data-product-skeleton="">
      <span className={styles.picture} />
      <span className={styles.lines}>
        <span className={cx(styles.line, styles.brand)} />
        <span className={cx(styles.line, styles.title)} />
        <span className={cx(styles.line, styles.titleEnd)} />
        <span className={cx(styles.line, styles.rating)} />
        <span className={cx(styles.line, styles.price)} />
      </span>
    </div>
  );
}
