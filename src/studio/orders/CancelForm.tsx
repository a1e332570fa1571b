import { useId, useState, type FormEvent } from 'react';
import { orderCancelSchema, type OrderDeskDetail } from '../../../schemas/api/order-desk';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { describedBy, FieldNotes } from '../desk/DeskField';
import { errorsByField, issueMessages, serverMessages } from '../desk/field-errors';
import { cancelRefundWords, DESTINATION_LABELS } from './words';
import { ReasonField } from './ReasonField';
import styles from './Orders.module.css';

type Field = 'destination' | 'reason';
const fieldOf = (path: string): Field | null => (path === 'destination' || path === 'reason' ? path : null);

interface Props {
  order: OrderDeskDetail;
  onCancelOrder: (destination: 'original' | 'wallet', reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Cancels an order before it ships, with its refund: staff choose where the
 * money goes and say why (the shopper is told), then confirm, seeing the
 * amount and where it goes.
 */
export function CancelForm({ order, onCancelOrder, onClose }: Props) {
  const id = useId();
  const [destination, setDestination] = useState<'original' | 'wallet'>(order.money.refundable_original_paise > 0 ? 'original' : 'wallet');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const checked = orderCancelSchema.safeParse({ destination, reason });
    if (!checked.success) {
      setErrors(errorsByField(issueMessages(checked.error.issues), fieldOf).errors);
      window.setTimeout(() => document.getElementById(`${id}-reason`)?.focus(), 0);
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onCancelOrder(destination, reason.trim());
    } catch (error) {
      setErrors(errorsByField(serverMessages(error), fieldOf).errors);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.actionForm} aria-label={`Cancel order ${order.order_number}`} noValidate onSubmit={check}>
      <h3 className={styles.h3}>Cancel the order</h3>
      <fieldset className={styles.choices} aria-describedby={describedBy({ id: `${id}-destination`, help: cancelRefundWords(order, destination), error: errors.destination })}>
        <legend>Refund to</legend>
        {(['original', 'wallet'] as const).map((d) => (
          <label key={d} className={styles.choice}>
            <input type="radio" name={`${id}-destination`} value={d} checked={destination === d} onChange={() => setDestination(d)} />
            {DESTINATION_LABELS[d]}
          </label>
        ))}
        <FieldNotes id={`${id}-destination`} help={cancelRefundWords(order, destination)} error={errors.destination} />
      </fieldset>
      <ReasonField id={`${id}-reason`} value={reason} error={errors.reason} onChange={setReason} />
      <div className={styles.formActions}>
        <StudioButton type="submit" variant="danger">
          Cancel order…
        </StudioButton>
        <StudioButton onClick={onClose}>Keep the order</StudioButton>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Cancel order ${order.order_number}?`}
          text={`The items go back into stock. ${cancelRefundWords(order, destination)} The shopper is e-mailed, and this cannot be undone.`}
          back="Keep the order"
          action={{ label: 'Cancel and refund', variant: 'danger', busy, onConfirm: () => void confirm() }}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
