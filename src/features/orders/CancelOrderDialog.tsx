import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
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
  const t = useT();
  const { money } = useFormat();
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
      setError(e instanceof Error ? e.message : t('orders.cancelFailed'));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('orders.cancelTitle', { number: orderNumber })} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor="cancel-reason">{t('orders.cancelReason')}</label>
          <textarea id="cancel-reason" maxLength={300} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        {refundPaise > 0 && (
          <div className={styles.field}>
            <fieldset>
              <legend>{t('orders.refundTo', { amount: money(refundPaise) })}</legend>
              <label className={styles.radio}>
                <input type="radio" name="refund_destination" value="original" checked={destination === 'original'} onChange={() => setDestination('original')} />
                {t('orders.refundOriginalDays')}
              </label>
              <label className={styles.radio}>
                <input type="radio" name="refund_destination" value="wallet" checked={destination === 'wallet'} onChange={() => setDestination('wallet')} />
                {t('orders.refundWalletNow')}
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
            {t('orders.cancelOrder')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('orders.keepOrder')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
