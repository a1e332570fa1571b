import { useState } from 'react';
import { payOnline } from '../checkout/pay-online';
import { useT } from '../../i18n/useT';
import { newPaymentAttempt } from './orders-api';

/** "Pay now" on an order awaiting payment: a new gateway order, the checkout, then the server's signature check. */
export function usePayAgain(userId: number, orderId: number, onSettled: () => Promise<unknown>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const pay = async () => {
    setBusy(true);
    setMessage('');
    try {
      const checkout = await newPaymentAttempt(userId, orderId);
      const outcome = await payOnline(userId, orderId, checkout, undefined);
      if (!outcome.ok) setMessage(t('orders.payFailed', { reason: outcome.message }));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : t('orders.payNotStarted'));
    } finally {
      await onSettled();
      setBusy(false);
    }
  };
  return { pay, busy, message };
}
