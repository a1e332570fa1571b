import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { DRILL_STOCK, type DrillProduct, type DrillShopper } from './drill-data';
import type { ShopperLedger } from './shopper';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

function check(name: string, problems: string[], okDetail: string): Check {
  return { name, ok: problems.length === 0, detail: problems.length === 0 ? okDetail : problems.slice(0, 8).join('; ') + (problems.length > 8 ? ` (+${problems.length - 8} more)` : '') };
}

/** What the database must hold after the faults, against what the shoppers were told. */
export async function checkAfterDrill(db: Kysely<Database>, shoppers: readonly DrillShopper[], ledgers: readonly ShopperLedger[], products: readonly DrillProduct[]): Promise<Check[]> {
  const userIds = shoppers.map((s) => s.userId);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'idempotency_key', 'status', 'payment_status', 'paid_paise', 'online_paise'])
    .where('user_id', 'in', userIds)
    .execute();
  const answered = new Map<string, number>();
  for (const ledger of ledgers) for (const [key, id] of ledger.orders) answered.set(key, id);

  const orderProblems: string[] = [];
  const byKey = new Map<string, number[]>();
  for (const o of orders) byKey.set(o.idempotency_key ?? '', [...(byKey.get(o.idempotency_key ?? '') ?? []), o.id]);
  for (const [key, id] of answered) {
    const held = byKey.get(key) ?? [];
    if (held.length !== 1 || held[0] !== id) orderProblems.push(`key ${key.slice(0, 8)}: answered order ${id}, database holds [${held.join(', ')}]`);
  }
  for (const [key, ids] of byKey) if (!answered.has(key)) orderProblems.push(`order(s) ${ids.join(', ')} with key ${key.slice(0, 8)} that no shopper was told of`);

  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'status', 'gateway_payment_id'])
    .where('order_id', 'in', orders.length > 0 ? orders.map((o) => o.id) : [0])
    .where('status', '=', 'paid')
    .execute();
  const paidProblems: string[] = [];
  const captured = new Map<number, string>();
  const paidUnseen = new Set<number>();
  for (const ledger of ledgers) {
    for (const [orderId, c] of ledger.captured) captured.set(orderId, c.paymentId);
    for (const orderId of ledger.paidUnseen) paidUnseen.add(orderId);
  }
  for (const o of orders) {
    const rows = payments.filter((p) => p.order_id === o.id);
    const payment = captured.get(o.id);
    if (!payment && !paidUnseen.has(o.id)) {
      paidProblems.push(`order ${o.id} was never captured at the gateway (${o.payment_status})`);
      continue;
    }
    if (o.payment_status !== 'paid' || o.paid_paise !== o.online_paise) paidProblems.push(`order ${o.id}: ${o.payment_status}, paid ${o.paid_paise} of ${o.online_paise}`);
    if (rows.length !== 1) paidProblems.push(`order ${o.id}: ${rows.length} paid payment rows`);
    // A payment whose answer the shopper lost is known only to the gateway and the shop: any one id will do.
    else if (payment && rows[0]?.gateway_payment_id !== payment) paidProblems.push(`order ${o.id}: paid by ${rows[0]?.gateway_payment_id ?? '?'}, captured ${payment}`);
  }

  const stockProblems: string[] = [];
  let sold = 0;
  for (const product of products) {
    const items = await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.qty'), eb.lit(0)).as('qty'))
      .where('order_items.product_id', '=', product.id)
      .where('orders.status', '!=', 'cancelled')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    const qty = Number(items.qty);
    sold += qty;
    if (row.stock !== DRILL_STOCK - qty) stockProblems.push(`product ${product.id}: stock ${row.stock}, expected ${DRILL_STOCK} − ${qty}`);
  }

  const cartProblems: string[] = [];
  for (const [i, shopper] of shoppers.entries()) {
    const want = ledgers[i]?.cart ?? new Map<number, { qty: number; ambiguous: number }>();
    const lines = await db.selectFrom('cart_items').select(['product_id', 'qty']).where('user_id', '=', shopper.userId).execute();
    for (const [productId, line] of want) {
      const held = lines.find((l) => l.product_id === productId)?.qty ?? 0;
      if (held < line.qty || held > line.qty + line.ambiguous) cartProblems.push(`shopper ${i + 1}: product ${productId} holds ${held}, added ${line.qty}`);
    }
    for (const line of lines) if (!want.has(line.product_id)) cartProblems.push(`shopper ${i + 1}: product ${line.product_id} in the cart, never added since the last order`);
  }

  const runProblems = ledgers.flatMap((l, i) => l.problems.map((p) => `shopper ${i + 1}: ${p}`));
  return [
    check('every answered order exists exactly once', orderProblems, `${answered.size} orders, one per idempotency key`),
    check('every paid order is paid once, by the captured payment', paidProblems, `${orders.length} orders paid once each (${captured.size} captures answered, ${paidUnseen.size} whose answer was lost and the webhook paid)`),
    check('stock is its start minus what was sold', stockProblems, `${products.length} products, ${sold} units sold`),
    check('no cart line is lost', cartProblems, `${shoppers.length} carts as the shoppers left them`),
    check('every call during the faults got its answer', runProblems, 'no refusal, no 5xx left unanswered'),
  ];
}
