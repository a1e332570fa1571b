import { LanguageSwitcher } from '../../i18n/LanguageSwitcher';
import { cx } from '../../ui/cx';
import styles from './LanguageBar.module.css';

/** The shell's language row: above the configured header, so every header pattern has it. */
export function LanguageBar() {
  return (
    <div className={styles.bar}>
      <div className={cx('container', styles.inner)}>
        <LanguageSwitcher />
      </div>
    </div>
  );
}
