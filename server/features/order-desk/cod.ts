import { formatRupees } from '../checkout/rupees';
import { announceOrderChange } from '../orders/announce';
import type { OrderActor } from '../orders/cancel';
import { recordOrderEvent } from '../orders/events';
import { paymentStatusAfterCollection } from '../refunds/amounts';
import { lockOrderMoney } from '../refunds/order-lock';
import { audit } from '../studio/audit';
import { codDue, codRefusal } from './allowed';
import { refusedAction, type DeskAction, type OrderDeskDeps } from './deps';

/**
 * POST admin/studio/orders/{id}/cod-collected: the courier handed over the
 * cash due at the door. The server knows how much that is; it counts as paid
 * (and, for refunds, as money that can only go back to the wallet). Under the
 * order's lock, so a refund or a second press sees it or waits for it.
 */
export async function collectCod(deps: OrderDeskDeps, id: number, note: string, by: OrderActor, origin: string): Promise<DeskAction> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<DeskAction & { amount?: number }> => {
    const order = await lockOrderMoney(trx, id);
    if (!order) return refusedAction(404, 'We could not find this order');
    const refusal = codRefusal(order);
    if (refusal) return refusedAction(409, refusal);
    const amount = codDue(order);
    const next = { ...order, paid_paise: order.paid_paise + amount, cod_collected_paise: order.cod_collected_paise + amount };
    await trx
      .updateTable('orders')
      .set({ paid_paise: next.paid_paise, cod_collected_paise: next.cod_collected_paise, payment_status: paymentStatusAfterCollection(next), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordOrderEvent(trx, id, 'cash_collected', note || `${formatRupees(amount)} collected on delivery`);
    const summary = `Collected ${formatRupees(amount)} cash on delivery for order ${order.order_number}`;
    await audit(trx, { actor: by.actor, staffId: by.staffId, action: 'collect-cod', key: `order:${id}`, summary });
    return { ok: true, message: summary, amount };
  });
  if (outcome.ok && outcome.amount !== undefined) await announceOrderChange({ ...deps, orderEvents: deps.hub }, id, { kind: 'cod-collected', amountPaise: outcome.amount }, origin);
  return outcome.ok ? { ok: true, message: outcome.message } : outcome;
}
