import toast from 'react-hot-toast';
import { Button } from '../../ui/Button';
import styles from './referrals.module.css';

interface Props {
  code: string;
  link: string;
}

/** Copy always; Share only where the browser has the Web Share API (most phones). */
export function ShareLink({ code, link }: Props) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link. Select it and copy it by hand.');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'Join me', text: `Sign up with my code ${code} and get a welcome credit.`, url: link });
    } catch (err) {
      // Closing the share sheet is a choice, not a failure.
      if (!(err instanceof DOMException && err.name === 'AbortError')) toast.error('Could not open sharing. Copy the link instead.');
    }
  }

  return (
    <div className={styles.actions}>
      <Button onClick={() => void copy()}>Copy link</Button>
      {canShare && (
        <Button variant="secondary" onClick={() => void share()}>
          Share
        </Button>
      )}
    </div>
  );
}
