import toast from 'react-hot-toast';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/useT';
import styles from './referrals.module.css';

interface Props {
  code: string;
  link: string;
}

/** Copy always; Share only where the browser has the Web Share API (most phones). */
export function ShareLink({ code, link }: Props) {
  const t = useT();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('referrals.copied'));
    } catch {
      toast.error(t('referrals.copyFailed'));
    }
  }

  async function share() {
    try {
      await navigator.share({ title: t('referrals.shareTitle'), text: t('referrals.shareText', { code }), url: link });
    } catch (err) {
      // Closing the share sheet is a choice, not a failure.
      if (!(err instanceof DOMException && err.name === 'AbortError')) toast.error(t('referrals.shareFailed'));
    }
  }

  return (
    <div className={styles.actions}>
      <Button onClick={() => void copy()}>{t('referrals.copyLink')}</Button>
      {canShare && (
        <Button variant="secondary" onClick={() => void share()}>
          {t('referrals.share')}
        </Button>
      )}
    </div>
  );
}
