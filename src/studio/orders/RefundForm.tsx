import { useId, useState, type FormEvent } from 'react';
import { orderRefundSchema, type OrderDeskDetail, type OrderRefundInput } from '../../../schemas/api/order-desk';
import { readRupees } from '../../../schemas/rupees';
import { formatPaise } from '../../ui/format';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { describedBy, FieldNotes, TextField } from '../desk/DeskField';
import { errorsByField, issueMessages, serverMessages } from '../desk/field-errors';
import { DESTINATION_LABELS, DESTINATION_WORDS } from './words';
import { ReasonField } from './ReasonField';
import styles from './Orders.module.css';

type Field = 'lines' | 'amount' | 'destination' | 'reason';
const fieldOf = (path: string): Field | null => (path.startsWith('lines') ? 'lines' : path === 'amount' || path === 'destination' || path === 'reason' ? path : null);

interface Props {
  order: OrderDeskDetail;
  onRefund: (input: OrderRefundInput) => Promise<void>;
  onClose: () => void;
}

/** Units chosen per line (0: not refunded). */
type Chosen = Record<number, number>;

/** What the chosen lines pay back, as the server works it out (each line's price less its share of the coupon). */
function linesAmount(order: OrderDeskDetail, chosen: Chosen): number {
  return order.lines.reduce((sum, line) => sum + (chosen[line.id] ? (line.refund_paise_by_qty[(chosen[line.id] ?? 1) - 1] ?? 0) : 0), 0);
}

/**
 * A partial refund: chosen lines at what the shopper paid for them, or an
 * amount in rupees; to the original payment (what the gateway took and has
 * not given back) or the wallet. Checked here against what is refundable,
 * confirmed with the amount and where it goes, and checked again by the server.
 */
export function RefundForm({ order, onRefund, onClose }: Props) {
  const id = useId();
  const { refundable_paise: left, refundable_original_paise: toCard } = order.money;
  const [mode, setMode] = useState<'lines' | 'amount'>('lines');
  const [chosen, setChosen] = useState<Chosen>({});
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState<'original' | 'wallet'>(toCard > 0 ? 'original' : 'wallet');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState<{ input: OrderRefundInput; paise: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const refundable = order.lines.filter((line) => line.qty - line.refunded_qty > 0);
  const input = (): OrderRefundInput => {
    const lines = Object.entries(chosen)
      .filter(([, qty]) => qty > 0)
      .map(([itemId, qty]) => ({ order_item_id: Number(itemId), qty }));
    return mode === 'lines' ? { destination, reason, lines } : { destination, reason, amount };
  };

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    window.setTimeout(() => document.querySelector<HTMLElement>(`[data-refund-form="${id}"] [aria-invalid="true"]`)?.focus(), 0);
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const request = input();
    const checked = orderRefundSchema.safeParse(request);
    if (!checked.success) {
      show(errorsByField(issueMessages(checked.error.issues), fieldOf).errors);
      return;
    }
    const paise = mode === 'lines' ? linesAmount(order, chosen) : (checked.data.amount ?? 0);
    const over = paise > left ? `At most ${formatPaise(left)} is left to refund on this order` : '';
    if (over) return show({ [mode]: over });
    if (destination === 'original' && paise > toCard)
      return show({ destination: toCard === 0 ? 'Nothing can go back to the original payment; refund to the wallet' : `At most ${formatPaise(toCard)} can go back to the original payment; the rest can go to the wallet` });
    setErrors({});
    setConfirming({ input: request, paise });
  };

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await onRefund(confirming.input);
    } catch (error) {
      setConfirming(null);
      show(errorsByField(serverMessages(error), fieldOf).errors);
    } finally {
      setBusy(false);
    }
  };

  const typed = readRupees(amount);
  const preview = mode === 'lines' ? linesAmount(order, chosen) : typed.ok ? typed.paise : 0;

  return (
    <form className={styles.actionForm} data-refund-form={id} aria-label={`Refund on order ${order.order_number}`} noValidate onSubmit={check}>
      <h3 className={styles.h3}>Refund</h3>
      <p className="st-muted">{`${formatPaise(left)} can still be refunded: up to ${formatPaise(toCard)} to the original payment, the rest to the wallet.`}</p>
      <fieldset className={styles.choices}>
        <legend>What to refund</legend>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-mode`} checked={mode === 'lines'} onChange={() => setMode('lines')} />
          Chosen items
        </label>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-mode`} checked={mode === 'amount'} onChange={() => setMode('amount')} />
          An amount
        </label>
      </fieldset>

      {mode === 'lines' ? (
        <fieldset className={styles.lines} aria-describedby={describedBy({ id: `${id}-lines`, error: errors.lines })} data-invalid={errors.lines ? 'true' : undefined}>
          <legend>Items to refund</legend>
          {refundable.length === 0 && <p className="st-muted">Every item has been refunded.</p>}
          {refundable.map((line) => {
            const leftQty = line.qty - line.refunded_qty;
            const qty = chosen[line.id] ?? 0;
            return (
              <div key={line.id} className={styles.lineChoice}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={qty > 0}
                    {...(errors.lines ? { 'aria-invalid': true } : {})}
                    onChange={(e) => setChosen((c) => ({ ...c, [line.id]: e.target.checked ? 1 : 0 }))}
                  />
                  {line.variant_label ? `${line.title} (${line.variant_label})` : line.title}
                </label>
                <label className={styles.qty}>
                  <span>Units</span>
                  <select value={Math.max(qty, 1)} disabled={qty === 0} onChange={(e) => setChosen((c) => ({ ...c, [line.id]: Number(e.target.value) }))} aria-label={`Units of ${line.title}`}>
                    {Array.from({ length: leftQty }, (_, i) => (
                      <option key={i + 1} value={i + 1}>
                        {`${i + 1} of ${leftQty}`}
                      </option>
                    ))}
                  </select>
                </label>
                <span className={styles.number}>{formatPaise(line.refund_paise_by_qty[Math.max(qty, 1) - 1] ?? 0)}</span>
              </div>
            );
          })}
          <FieldNotes id={`${id}-lines`} error={errors.lines} />
        </fieldset>
      ) : (
        <TextField id={`${id}-amount`} label="Amount" prefix="₹" value={amount} inputMode="decimal" autoComplete="off" help={`Up to ${formatPaise(left)}`} error={errors.amount} onChange={setAmount} />
      )}

      <fieldset className={styles.choices} aria-describedby={describedBy({ id: `${id}-destination`, error: errors.destination })}>
        <legend>Refund to</legend>
        {(['original', 'wallet'] as const).map((d) => (
          <label key={d} className={styles.choice}>
            <input type="radio" name={`${id}-destination`} checked={destination === d} onChange={() => setDestination(d)} {...(errors.destination && destination === d ? { 'aria-invalid': true } : {})} />
            {d === 'original' ? `${DESTINATION_LABELS.original} (up to ${formatPaise(toCard)})` : DESTINATION_LABELS.wallet}
          </label>
        ))}
        <FieldNotes id={`${id}-destination`} error={errors.destination} />
      </fieldset>

      <ReasonField id={`${id}-reason`} value={reason} error={errors.reason} onChange={setReason} />

      <div className={styles.formActions}>
        <StudioButton type="submit" variant="primary">
          {preview > 0 ? `Refund ${formatPaise(preview)}…` : 'Refund…'}
        </StudioButton>
        <StudioButton onClick={onClose}>Not now</StudioButton>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Refund ${formatPaise(confirming.paise)} to ${DESTINATION_WORDS[destination]}?`}
          text={
            destination === 'original'
              ? `It goes back through the payment gateway to the card, UPI or bank account the shopper paid with; banks take 5 to 7 working days to show it. The shopper is e-mailed.`
              : `It is in the shopper’s wallet at once, to spend on their next order. The shopper is e-mailed.`
          }
          back="Go back"
          action={{ label: `Refund ${formatPaise(confirming.paise)}`, variant: 'primary', busy, onConfirm: () => void confirm() }}
          onClose={() => setConfirming(null)}
        />
      )}
    </form>
  );
}
