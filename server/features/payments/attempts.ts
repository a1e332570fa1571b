import { addressSnapshotSchema } from '../../../schemas/api/addresses';
import type { GatewayCheckout } from '../../../schemas/api/checkout';
import { readSetting } from '../config/settings';
import type { ShopDeps } from '../shop-deps';

export class PaymentNotDue extends Error {}

/**
 * Opens one payment attempt for an order awaiting payment: a gateway order for
 * what is still due online (receipt = our order number), recorded against the
 * next attempt number. Racing "Pay" presses each get their own attempt
 * (the (order_id, attempt) constraint backs the lock); an attempt left
 * unpaid is simply never paid, as Razorpay allows.
 */
export async function startPaymentAttempt(deps: ShopDeps, orderId: number): Promise<GatewayCheckout> {
  const { db, gateway } = deps;
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.order_number', 'o.status', 'o.online_paise', 'o.paid_paise', 'o.address', 'u.fname', 'u.lname', 'u.email', 'u.mobile'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.status !== 'awaiting_payment') throw new PaymentNotDue(`Order ${orderId} is not awaiting payment`);
  const duePaise = order.online_paise - order.paid_paise;
  if (duePaise <= 0) throw new PaymentNotDue(`Order ${orderId} has nothing due online`);

  const created = await gateway.createOrder({ amountPaise: duePaise, receipt: order.order_number, notes: { order_id: String(order.id), order_number: order.order_number } });
  await db.transaction().execute(async (trx) => {
    // The order row's lock serialises numbering; the gateway call above stays outside the transaction.
    await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().executeTakeFirst();
    const last = await trx.selectFrom('payments').select((eb) => eb.fn.max('attempt').as('attempt')).where('order_id', '=', order.id).executeTakeFirst();
    await trx
      .insertInto('payments')
      .values({ order_id: order.id, attempt: (last?.attempt ?? 0) + 1, gateway: gateway.kind, gateway_order_id: created.id, amount_paise: duePaise })
      .execute();
  });

  const address = addressSnapshotSchema.safeParse(order.address);
  const theme = await readSetting(db, 'theme');
  const accountName = `${order.fname} ${order.lname}`.trim();
  return {
    key_id: gateway.keyId,
    gateway_order_id: created.id,
    amount_paise: duePaise,
    currency: 'INR',
    name: theme.brand_name,
    description: `Order ${order.order_number}`,
    prefill: {
      name: accountName || (address.success ? address.data.name : ''),
      email: order.email ?? '',
      contact: order.mobile ?? (address.success ? address.data.mobile : ''),
    },
  };
}

/**
 * The same for a gift card order: the whole amount online, receipt = its
 * 'GC…' number, attempts numbered per gift card order.
 */
export async function startGiftCardPaymentAttempt(deps: ShopDeps, giftCardOrderId: number): Promise<GatewayCheckout> {
  const { db, gateway } = deps;
  const order = await db
    .selectFrom('gift_card_orders as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.id', 'g.order_number', 'g.status', 'g.amount_paise', 'u.fname', 'u.lname', 'u.email', 'u.mobile'])
    .where('g.id', '=', giftCardOrderId)
    .executeTakeFirst();
  if (!order || order.status !== 'awaiting_payment') throw new PaymentNotDue(`Gift card order ${giftCardOrderId} is not awaiting payment`);

  const created = await gateway.createOrder({
    amountPaise: order.amount_paise,
    receipt: order.order_number,
    notes: { gift_card_order_id: String(order.id), order_number: order.order_number },
  });
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('gift_card_orders').select('id').where('id', '=', order.id).forUpdate().executeTakeFirst();
    const last = await trx.selectFrom('payments').select((eb) => eb.fn.max('attempt').as('attempt')).where('gift_card_order_id', '=', order.id).executeTakeFirst();
    await trx
      .insertInto('payments')
      .values({ gift_card_order_id: order.id, attempt: (last?.attempt ?? 0) + 1, gateway: gateway.kind, gateway_order_id: created.id, amount_paise: order.amount_paise })
      .execute();
  });

  const theme = await readSetting(db, 'theme');
  return {
    key_id: gateway.keyId,
    gateway_order_id: created.id,
    amount_paise: order.amount_paise,
    currency: 'INR',
    name: theme.brand_name,
    description: `Gift card ${order.order_number}`,
    prefill: { name: `${order.fname} ${order.lname}`.trim(), email: order.email ?? '', contact: order.mobile ?? '' },
  };
}
