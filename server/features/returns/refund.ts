import { formatRupees } from '../checkout/rupees';
import { issueRefund } from '../refunds/issue';
import { deskWrite, refuse, type DeskOutcome } from '../studio/desk-write';
import { lockRequest, moveRequest, RETURN_NOT_FOUND, requestName, wrongStep, type GatewayFailure, type ReturnActor, type ReturnStepDeps } from './steps';
import { lineRefundPaise } from './transitions';

const NO_SIGNAL = { catalogChanged: () => undefined };
const where = (destination: 'original' | 'wallet') => (destination === 'wallet' ? 'the wallet' : 'the original payment');

export type RefundStepOutcome = DeskOutcome<'refunded' | 'pending'> | GatewayFailure;

/**
 * received → refunded. The refund itself is the refund module's (at most one
 * per return: asking again answers the one already made, so two staff
 * pressing Refund at once pay once). The request moves only once the money
 * has left: at once for the wallet, on the gateway's "processed" for the
 * original payment. A pending refund leaves it received (asking again
 * re-reads the refund), and a gateway failure changes nothing here, so
 * staff can try again.
 */
export async function refundReturn(deps: ReturnStepDeps, id: number, step: { destination: 'original' | 'wallet' | null; note: string }, by: ReturnActor, now: Date): Promise<RefundStepOutcome> {
  const request = await deps.db
    .selectFrom('returns as r')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .select(['r.id', 'r.kind', 'r.status', 'r.qty', 'r.order_id', 'r.order_item_id', 'r.refund_destination', 'i.unit_price_paise', 'i.qty as item_qty', 'i.discount_paise'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!request) return refuse(404, RETURN_NOT_FOUND);
  const wrong = wrongStep(request, 'refunded');
  if (wrong) return wrong;

  const destination = step.destination ?? request.refund_destination;
  const amountPaise = lineRefundPaise({ unit_price_paise: request.unit_price_paise, qty: request.item_qty, discount_paise: request.discount_paise }, request.qty);
  const issued = await issueRefund(
    { db: deps.db, gateway: deps.gateway },
    {
      orderId: request.order_id,
      amountPaise,
      destination,
      reason: step.note || `Return #${id}`,
      staffId: by.staffId,
      kind: 'return',
      returnId: id,
      lines: [{ order_item_id: request.order_item_id, qty: request.qty }],
    },
  );
  if (!issued.ok) return issued.status === 502 ? { ok: false, status: 502, message: `${issued.message}. The request is still received: try the refund again` } : refuse(issued.status, issued.message);
  const { refund } = issued;
  const money = `${formatRupees(refund.amount_paise)} to ${where(refund.destination)}`;
  if (refund.status === 'failed') return { ok: false, status: 502, message: `The refund of ${money} failed at the payment gateway. The request is still received: try the refund again` };
  if (refund.status === 'pending') return { ok: true, value: 'pending', message: `The refund of ${money} is with the payment gateway. The request moves to refunded once it is processed: press Refund again to check`, summary: null };

  return deskWrite<'refunded' | 'pending'>({ db: deps.db, hub: NO_SIGNAL }, by, { key: `return:${id}`, action: 'refund-return' }, async (tx) => {
    const locked = await lockRequest(tx, id);
    if (!locked) return refuse(404, RETURN_NOT_FOUND);
    // Someone else's press moved it while this one waited for the refund module: the money went once, the step is theirs.
    const moved = wrongStep(locked, 'refunded');
    if (moved) return moved;
    await moveRequest(tx, locked, 'refunded', { note: step.note ? `Refunded ${money}. ${step.note}` : `Refunded ${money}`, staffId: by.staffId }, now);
    const name = requestName(locked);
    return { ok: true, value: 'refunded', message: `Refunded ${money} for ${name}`, summary: `Refunded ${money} for ${name}${step.note ? `: "${step.note}"` : ''}` };
  });
}
