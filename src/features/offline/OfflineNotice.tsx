import { isUnsavedPage, useOnline } from './online';
import styles from './OfflineNotice.module.css';

export const OFFLINE_NOTICE = 'You are offline — showing the pages you have seen. Prices and stock may have changed.';
export const UNSAVED_PAGE_NOTICE = 'This page was not saved on this device, so it may not show until you are back online.';

/**
 * The shell's banner while the browser is offline. The live region is always
 * there, so a screen reader announces the words when they appear; it is empty,
 * and takes no room, while online.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className={styles.notice}>
      {!online && (
        <>
          {OFFLINE_NOTICE}
          {isUnsavedPage() && <> {UNSAVED_PAGE_NOTICE}</>}
        </>
      )}
    </div>
  );
}

export default OfflineNotice;
