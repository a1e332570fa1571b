import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { formatPaise } from '../../ui/format';
import styles from './orders.module.css';

interface Props {
  orderNumber: string;
  /** What comes back; 0 for an order nothing was paid on yet. */
  refundPaise: number;
  onConfirm: (reason: string, destination: 'original' | 'wallet') => Promise<void>;
  onClose: () => void;
}

/** Asks before cancelling, with a reason and where the refund goes. */
export function CancelOrderDialog({ orderNumber, refundPaise, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [destination, setDestination] = useState<'original' | 'wallet'>('original');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await onConfirm(reason.trim(), destination);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The order could not be cancelled');
      setBusy(false);
    }
  };

  return (
    <Dialog title={`Cancel order ${orderNumber}?`} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor="cancel-reason">Reason (optional)</label>
          <textarea id="cancel-reason" maxLength={300} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        {refundPaise > 0 && (
          <div className={styles.field}>
            <fieldset>
              <legend>Refund {formatPaise(refundPaise)} to</legend>
              <label className={styles.radio}>
                <input type="radio" name="refund_destination" value="original" checked={destination === 'original'} onChange={() => setDestination('original')} />
                The original payment method (5–7 working days)
              </label>
              <label className={styles.radio}>
                <input type="radio" name="refund_destination" value="wallet" checked={destination === 'wallet'} onChange={() => setDestination('wallet')} />
                My wallet (at once)
              </label>
            </fieldset>
          </div>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            Cancel order
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
