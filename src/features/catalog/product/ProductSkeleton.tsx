import styles from './ProductSkeleton.module.css';
import { useT } from '../../../i18n/useT';

/**
 * The product page's shape while the product loads: crumbs, title, a square
 * picture and the buy box's lines, in the same two columns on desktops, so
 * the real page lands without a jump.
 */
export function ProductSkeleton() {
  const t = useT();
  return (
    <div className={`container ${styles.page}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t('product.loading')}</span>
      <div aria-hidden="true" className={styles.frame}>
        <span className={`${styles.bone} ${styles.crumbs}`} />
        <span className={`${styles.bone} ${styles.title}`} />
        <div className={styles.layout}>
          <span className={`${styles.bone} ${styles.picture}`} />
          <div className={styles.buy}>
            <span className={`${styles.bone} ${styles.short}`} />
            <span className={`${styles.bone} ${styles.price}`} />
            <span className={`${styles.bone} ${styles.line}`} />
            <span className={`${styles.bone} ${styles.chips}`} />
            <span className={`${styles.bone} ${styles.chips}`} />
            <span className={`${styles.bone} ${styles.button}`} />
            <span className={`${styles.bone} ${styles.box}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
