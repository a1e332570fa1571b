import type { Transaction } from 'kysely';
import { addressSnapshotSchema } from '../../../schemas/api/addresses';
import type { Database } from '../../db/types';
import { findPin } from '../checkout/delivery';
import { formatOrderNumber, nextOrderId } from '../checkout/order-number';
import { lockStockRows, stockOf, takeStock } from '../checkout/stock';
import { recordOrderEvent } from '../orders/events';
import { promisedDeliveryDate } from '../orders/promise';
import { deskWrite, refuse, type DeskOutcome } from '../studio/desk-write';
import { lockRequest, moveRequest, RETURN_NOT_FOUND, requestName, wrongStep, type LockedRequest, type ReturnActor, type ReturnStepDeps } from './steps';

/** The idempotency key of a request's replacement order: with orders_idempotency, a second one can never be written. */
const replacementKey = (requestId: number) => `replacement-of-return-${requestId}`;

/**
 * The replacement order: the same product, variant and quantity at no
 * charge, to the original order's address, placed at once (nothing to pay).
 * Its line copies the original's description with prices of zero, so its
 * totals, GST and invoices are nil.
 */
async function placeReplacement(tx: Transaction<Database>, request: LockedRequest, now: Date): Promise<{ id: number; order_number: string }> {
  const original = await tx.selectFrom('orders').select(['address', 'delivery_state_code']).where('id', '=', request.order_id).executeTakeFirstOrThrow();
  const address = addressSnapshotSchema.parse(original.address);
  const pin = await findPin(tx, address.pin);
  const id = await nextOrderId(tx);
  const order = await tx
    .insertInto('orders')
    .values({
      id,
      order_number: formatOrderNumber(id, now),
      user_id: request.user_id,
      idempotency_key: replacementKey(request.id),
      status: 'placed',
      // Nothing is due: the checkout writes a fully paid order the same way when its total is nil.
      payment_method: 'online',
      payment_status: 'paid',
      address: JSON.stringify(address),
      delivery_state_code: original.delivery_state_code,
      mrp_total_paise: 0,
      items_total_paise: 0,
      total_paise: 0,
      delivery_zone: pin?.zone ?? null,
      promised_delivery_date: pin ? promisedDeliveryDate(now, pin.delivery_days) : null,
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: request.product_id,
      variant_id: request.variant_id,
      category_id: request.category_id,
      title: request.title,
      variant_label: request.variant_label,
      slug: request.slug,
      hsn_code: request.hsn_code,
      gst_rate: request.gst_rate,
      qty: request.qty,
      unit_mrp_paise: 0,
      unit_price_paise: 0,
      discount_paise: 0,
    })
    .execute();
  await recordOrderEvent(tx, order.id, 'placed', `Replacement for order ${request.order_number} (request #${request.id})`);
  return order;
}

/**
 * received → replaced: takes the units off the shelf with the checkout's
 * locks (products, then variants, in id order) and places the replacement
 * order, in one transaction with the step and its audit entry. Out of stock
 * is a 409 that changes nothing; the listings are told after the commit.
 */
export function replaceItem(deps: ReturnStepDeps, id: number, note: string, by: ReturnActor, now: Date): Promise<DeskOutcome<{ id: number; order_number: string }>> {
  const hub = deps.hub ?? { catalogChanged: () => undefined };
  const sameRace = { constraint: 'orders_idempotency', refusal: refuse(409, 'A replacement order for this request was made at the same moment; reload to see it') };
  return deskWrite({ db: deps.db, hub }, by, { key: `return:${id}`, action: 'replace-return', taken: sameRace }, async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) return refuse(404, RETURN_NOT_FOUND);
    const wrong = wrongStep(request, 'replaced');
    if (wrong) return wrong;
    const line = { product_id: request.product_id, variant_id: request.variant_id, qty: request.qty };
    await lockStockRows(tx, [line]);
    const onShelf = await stockOf(tx, line);
    if (onShelf < line.qty) {
      const item = request.variant_label ? `${request.title} (${request.variant_label})` : request.title;
      const left = onShelf === 0 ? 'none is in stock' : `only ${onShelf} ${onShelf === 1 ? 'is' : 'are'} in stock`;
      return refuse(409, `${item} is out of stock for this replacement: it needs ${line.qty} and ${left}. Nothing was changed: restock it, then try again`);
    }
    await takeStock(tx, [line]);
    const order = await placeReplacement(tx, request, now);
    await moveRequest(tx, request, 'replaced', { note: note ? `Replacement order ${order.order_number}. ${note}` : `Replacement order ${order.order_number}`, staffId: by.staffId, columns: { replacement_order_id: order.id } }, now);
    const name = requestName(request);
    return {
      ok: true,
      value: order,
      message: `Replacement order ${order.order_number} placed for ${name}`,
      summary: `Placed replacement order ${order.order_number} at no charge for ${name}; ${line.qty} taken from stock${note ? `: "${note}"` : ''}`,
    };
  });
}
