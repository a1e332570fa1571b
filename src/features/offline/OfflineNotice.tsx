import { isUnsavedPage, useOnline } from './online';
import { useT } from '../../i18n/useT';
import styles from './OfflineNotice.module.css';

/**
 * The shell's banner while the browser is offline. The live region is always
 * there, so a screen reader announces the words when they appear; it is empty,
 * and takes no room, while online.
 */
export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  return (
    <div role="status" className={styles.notice}>
      {!online && (
        <>
          {t('notices.offline')}
          {isUnsavedPage() && <> {t('notices.unsavedPage')}</>}
        </>
      )}
    </div>
  );
}

export default OfflineNotice;
