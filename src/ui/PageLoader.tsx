import styles from './PageLoader.module.css';

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
