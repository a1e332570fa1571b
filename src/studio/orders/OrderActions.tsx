import { useState } from 'react';
import toast from 'react-hot-toast';
import type { DeskMove, OrderDeskDetail, OrderRefundInput } from '../../../schemas/api/order-desk';
import { formatPaise } from '../../ui/format';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { messageOf } from '../desk/field-errors';
import { CancelForm } from './CancelForm';
import type { PrintKind } from './location';
import { useOrderActions } from './orders-api';
import { RefundForm } from './RefundForm';
import { ShipForm } from './ShipForm';
import { DESTINATION_WORDS, MOVE_DONE, MOVE_LABELS } from './words';
import styles from './Orders.module.css';

interface Props {
  order: OrderDeskDetail;
  /** orders.write: steps, cash, cancellation, the invoice e-mail. */
  canWrite: boolean;
  /** returns.write: partial refunds. */
  canRefund: boolean;
  onPrint: (kind: PrintKind) => void;
}

type Open = 'ship' | 'cancel' | 'refund' | null;

/** What may be done with the order now, as far as its state and the role allow; the server checks both again. */
export function OrderActions({ order, canWrite, canRefund, onPrint }: Props) {
  const actions = useOrderActions(order.id);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmCash, setConfirmCash] = useState(false);
  const { allowed } = order;

  /** Runs one action: a toast either way; a refusal also reads the order again (it may have changed meanwhile). Rethrows for the forms' fields. */
  const run = async (name: string, action: () => Promise<OrderDeskDetail>, done: string | ((after: OrderDeskDetail) => string)) => {
    setBusy(name);
    try {
      const after = await action();
      toast.success(typeof done === 'string' ? done : done(after));
      setOpen(null);
    } catch (error) {
      toast.error(messageOf(error, 'Nothing was changed'));
      await actions.reload();
      throw error;
    } finally {
      setBusy(null);
    }
  };
  const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);
  const emailed = order.shopper.email ? '; the shopper is e-mailed' : '';

  const move = (to: Exclude<DeskMove, 'shipped'>) => quietly(run(to, () => actions.move({ to, note: '' }), `Order ${order.order_number} is ${MOVE_DONE[to]}${emailed}`));
  const ship = (carrier: string, awb: string) => run('shipped', () => actions.move({ to: 'shipped', carrier, awb, note: '' }), `Order ${order.order_number} is shipped with ${carrier}${emailed}`);
  /** The refund an action just made, in words: the cancellation's row, or the newest. */
  const lastRefund = (after: OrderDeskDetail, kind?: 'cancel') => {
    const made = kind ? after.refunds.find((r) => r.kind === kind) : after.refunds.at(-1);
    return made ? `${formatPaise(made.amount_paise)} ${made.status === 'pending' ? 'is on its way' : 'refunded'} to ${DESTINATION_WORDS[made.destination]}` : 'nothing was paid, so nothing is refunded';
  };
  const cancel = (destination: 'original' | 'wallet', reason: string) =>
    run('cancel', () => actions.cancel({ destination, reason }), (after) => `Order ${order.order_number} is cancelled; ${lastRefund(after, 'cancel')}${emailed}`);
  const refund = (input: OrderRefundInput) => run('refund', () => actions.refund(input), (after) => `${lastRefund(after).replace(/^./, (c) => c.toUpperCase())}${emailed}`);
  const collect = () =>
    quietly(
      run('cod', () => actions.collectCod(), `${formatPaise(order.money.cod_due_paise)} collected for order ${order.order_number}`).finally(() => setConfirmCash(false)),
    );

  const noWrites = !canWrite && !canRefund;
  return (
    <section className={`${styles.panel} ${styles.actions}`} aria-labelledby="order-actions">
      <h2 className="st-h2" id="order-actions">
        Next steps
      </h2>
      {noWrites && <p className="st-muted">Your role can see orders but not change them.</p>}
      <div className={styles.buttons}>
        {canWrite &&
          allowed.moves.map((to, index) => (
            <StudioButton
              key={to}
              variant={index === 0 ? 'primary' : 'secondary'}
              busy={busy === to}
              aria-expanded={to === 'shipped' ? open === 'ship' : undefined}
              onClick={() => (to === 'shipped' ? setOpen(open === 'ship' ? null : 'ship') : move(to))}
            >
              {to === 'shipped' ? `${MOVE_LABELS.shipped}…` : MOVE_LABELS[to]}
            </StudioButton>
          ))}
        {canWrite && allowed.collect_cod && (
          <StudioButton busy={busy === 'cod'} onClick={() => setConfirmCash(true)}>
            {`Cash collected (${formatPaise(order.money.cod_due_paise)})`}
          </StudioButton>
        )}
        {canRefund && allowed.refund && (
          <StudioButton aria-expanded={open === 'refund'} onClick={() => setOpen(open === 'refund' ? null : 'refund')}>
            Refund…
          </StudioButton>
        )}
        {canWrite && allowed.cancel && (
          <StudioButton variant="danger-quiet" aria-expanded={open === 'cancel'} onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}>
            Cancel order…
          </StudioButton>
        )}
      </div>
      {order.invoice_available && (
        <div className={styles.buttons}>
          <StudioButton small onClick={() => onPrint('invoice')}>
            Print GST invoice
          </StudioButton>
          <StudioButton small onClick={() => onPrint('slip')}>
            Print packing slip
          </StudioButton>
          {canWrite && order.shopper.email && (
            <StudioButton small busy={busy === 'invoice'} onClick={() => quietly(run('invoice', () => actions.emailInvoice(), `Invoice e-mailed to ${order.shopper.email ?? ''}`))}>
              E-mail the invoice
            </StudioButton>
          )}
        </div>
      )}
      {open === 'ship' && allowed.moves.includes('shipped') && <ShipForm orderNumber={order.order_number} onShip={ship} onCancel={() => setOpen(null)} />}
      {open === 'cancel' && allowed.cancel && <CancelForm order={order} onCancelOrder={cancel} onClose={() => setOpen(null)} />}
      {open === 'refund' && allowed.refund && <RefundForm order={order} onRefund={refund} onClose={() => setOpen(null)} />}
      {confirmCash && (
        <ConfirmDialog
          title={`Mark ${formatPaise(order.money.cod_due_paise)} collected?`}
          text={`The courier has handed over the cash for order ${order.order_number}. It counts as paid, and a later refund of it can only go to the shopper’s wallet.`}
          back="Not yet"
          action={{ label: 'Mark collected', variant: 'primary', busy: busy === 'cod', onConfirm: collect }}
          onClose={() => setConfirmCash(false)}
        />
      )}
    </section>
  );
}
