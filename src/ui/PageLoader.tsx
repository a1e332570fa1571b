import styles from './PageLoader.module.css';
import { useT } from '../i18n/useT';

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  const t = useT();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{t('ui.loadingPage')}</span>
    </div>
  );
}
