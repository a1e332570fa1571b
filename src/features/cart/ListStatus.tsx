import { Button } from '../../ui/Button';
import styles from './ListStatus.module.css';
import { useT } from '../../i18n/useT';

/** Grey rows in the shape of the lines to come, while the cart or wishlist is first fetched. */
export function LoadingLines({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row} aria-hidden="true">
          <span className={styles.thumb} />
          <span className={styles.bars}>
            <span className={styles.bar} />
            <span className={styles.barShort} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The fetch failed: its message (spec section 4 keeps it) and a way to try again. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('cart.tryAgain')}
      </Button>
    </div>
  );
}
