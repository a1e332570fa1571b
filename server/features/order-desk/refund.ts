import type * as z from 'zod/mini';
import type { orderRefundSchema } from '../../../schemas/api/order-desk';
import { formatRupees } from '../checkout/rupees';
import { announceOrderChange } from '../orders/announce';
import type { OrderActor } from '../orders/cancel';
import { refundNews } from '../orders/mail';
import { issueRefund } from '../refunds/issue';
import { DESTINATION_WORDS, refusalField } from '../refunds/messages';
import { lineRefundPaise } from '../returns/transitions';
import { refusedAction, type DeskAction, type OrderDeskDeps } from './deps';

type RefundInput = z.output<typeof orderRefundSchema>;

/**
 * POST admin/studio/orders/{id}/refunds: a partial refund by staff, of chosen
 * lines (each paid back at what the shopper paid for it: its price less its
 * share of the coupon, worked out here, never taken from the browser) or of
 * an amount, to the original payment or the wallet. The refund module checks
 * and records it (and audits it under the staff account).
 */
export async function refundDeskOrder(deps: OrderDeskDeps, id: number, input: RefundInput, by: OrderActor, origin: string): Promise<DeskAction> {
  let amountPaise = input.amount ?? 0;
  if (input.lines) {
    const items = await deps.db.selectFrom('order_items').select(['id', 'qty', 'unit_price_paise', 'discount_paise']).where('order_id', '=', id).execute();
    for (const [index, line] of input.lines.entries()) {
      const item = items.find((i) => i.id === line.order_item_id);
      if (!item) return refusedAction(400, `Item ${line.order_item_id} is not part of this order`, `lines.${index}.order_item_id`);
      // More than was bought is refused by the refund module, which also counts what was refunded before.
      amountPaise += lineRefundPaise(item, Math.min(line.qty, item.qty));
    }
  }
  const issued = await issueRefund(deps, {
    orderId: id,
    amountPaise,
    destination: input.destination,
    reason: input.reason,
    staffId: by.staffId,
    kind: 'partial',
    ...(input.lines ? { lines: input.lines } : {}),
  });
  if (!issued.ok) {
    const field = issued.status === 502 ? null : refusalField(issued.message);
    return refusedAction(issued.status, issued.message, field === 'amount' && input.lines ? 'lines' : field);
  }
  const news = refundNews(issued);
  if (news) await announceOrderChange({ ...deps, orderEvents: deps.hub }, id, { kind: 'refund', ...news }, origin);
  const money = `${formatRupees(issued.refund.amount_paise)} to ${DESTINATION_WORDS[issued.refund.destination]}`;
  return { ok: true, message: issued.refund.status === 'pending' ? `Refund of ${money} is with the payment gateway` : `Refunded ${money}` };
}
