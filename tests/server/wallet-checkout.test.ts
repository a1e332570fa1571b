import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths, type PlacedOrder } from '../../schemas/api/checkout';
import { orderPaths } from '../../schemas/api/orders';
import { confirmPayment } from '../../server/features/payments/confirm';
import { walletBalance, walletLedgerSum } from '../../server/features/wallet/ledger';
import {
  addAddress,
  createCheckoutBench,
  fillCart,
  insertCheckoutFixtures,
  newShopper,
  P,
  PIN,
  placedEnvelope,
  post,
  quote,
  type CheckoutBench,
  type Shopper,
} from './checkout-fixtures';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { as, form, orderApp } from './order-fixtures';
import { post as postEntry } from './wallet-fixtures';

let t: TestServer;
let bench: CheckoutBench;
let orders: Hono;

beforeAll(async () => {
  t = await createTestServer();
  await insertCheckoutFixtures(t.db);
  bench = createCheckoutBench(t);
  orders = orderApp(t.db);
});
afterAll(async () => {
  await t.close();
});

const EARBUDS = 2_999_00;

/** A shopper with an address, `credit` in the wallet and one pair of earbuds in the cart. */
async function walletBuyer(credit: number): Promise<{ shopper: Shopper; addressId: number }> {
  const shopper = await newShopper(t.db);
  const addressId = await addAddress(t.db, shopper, PIN.local);
  if (credit > 0) await postEntry(t.db, shopper.userId, credit, 'seed', 'adjustment');
  await fillCart(t.db, shopper, [{ product: P.earbuds.id, qty: 1 }]);
  return { shopper, addressId };
}

async function placeWithWallet(shopper: Shopper, addressId: number, method = 'online'): Promise<Response> {
  const choice = { address_id: addressId, use_wallet: 'true', payment_method: method };
  const q = await quote(bench, shopper, choice);
  return post(bench, shopper, checkoutPaths.placeOrder, { user_id: shopper.userId, ...choice, expected_total_paise: q.total_paise, idempotency_key: randomUUID() });
}

async function placed(res: Response): Promise<PlacedOrder> {
  if (res.status !== 200) throw new Error(`place-order answered ${res.status}: ${await res.text()}`);
  return placedEnvelope.parse(await json(res)).data;
}

function orderRow(id: number) {
  return t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function entries(userId: number) {
  return t.db.selectFrom('wallet_entries').select(['amount_paise', 'kind', 'reference']).where('user_id', '=', userId).orderBy('id').execute();
}

/** The gateway took the online share, recorded as the callback or webhook would (payments are tested elsewhere). */
async function gatewayTookOnlineShare(order: PlacedOrder): Promise<void> {
  const gatewayOrderId = order.payment?.gateway_order_id;
  if (!gatewayOrderId) throw new Error('The order has no payment attempt');
  await confirmPayment(t.db, { gatewayOrderId, paymentId: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`, method: 'card' });
}

function cancel(shopper: Shopper, id: number, destination: 'original' | 'wallet') {
  return as(orders, { id: shopper.userId, cookie: shopper.cookie }).request(`/api/${orderPaths.cancel(id)}`, {
    method: 'POST',
    headers: storefrontAuth,
    body: form({ user_id: shopper.userId, reason: 'Changed my mind', refund_destination: destination }),
  });
}

describe(`wallet at checkout (${databaseKind})`, () => {
  it('quotes the ledger balance', async () => {
    const { shopper, addressId } = await walletBuyer(1_234_00);
    const q = await quote(bench, shopper, { address_id: addressId, use_wallet: 'true' });
    expect(q.wallet).toEqual({ balance_paise: 1_234_00, applied_paise: 1_234_00 });
  });

  it('places an order the wallet pays in full at once: placed, paid, the debit in the ledger', async () => {
    const { shopper, addressId } = await walletBuyer(5_000_00);
    const order = await placed(await placeWithWallet(shopper, addressId));
    expect(order).toMatchObject({ status: 'placed', total_paise: EARBUDS, payment: null });
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'placed', payment_status: 'paid', wallet_paise: EARBUDS, online_paise: 0, cod_paise: 0 });
    expect(await entries(shopper.userId)).toEqual([
      { amount_paise: 5_000_00, kind: 'adjustment', reference: 'seed' },
      { amount_paise: -EARBUDS, kind: 'order_payment', reference: `order:${order.order_id}` },
    ]);
    expect(await walletBalance(t.db, shopper.userId)).toBe(5_000_00 - EARBUDS);
  });

  it('pays part from the wallet and the rest online', async () => {
    const { shopper, addressId } = await walletBuyer(1_000_00);
    const order = await placed(await placeWithWallet(shopper, addressId));
    expect(order).toMatchObject({ status: 'awaiting_payment', total_paise: EARBUDS });
    expect(order.payment?.amount_paise).toBe(EARBUDS - 1_000_00);
    expect(await orderRow(order.order_id)).toMatchObject({ payment_status: 'pending', wallet_paise: 1_000_00, online_paise: EARBUDS - 1_000_00 });
    expect(await walletBalance(t.db, shopper.userId)).toBe(0);
  });

  it('applies the balance at the moment of placing, not the one the quote saw', async () => {
    const { shopper, addressId } = await walletBuyer(1_000_00);
    const choice = { address_id: addressId, use_wallet: 'true', payment_method: 'online' };
    const q = await quote(bench, shopper, choice);
    await postEntry(t.db, shopper.userId, -600_00, 'elsewhere');
    // The total is unchanged, so the order goes ahead; the wallet pays what is left in it and the gateway the rest.
    const order = await placed(
      await post(bench, shopper, checkoutPaths.placeOrder, { user_id: shopper.userId, ...choice, expected_total_paise: q.total_paise, idempotency_key: randomUUID() }),
    );
    expect(await orderRow(order.order_id)).toMatchObject({ wallet_paise: 400_00, online_paise: EARBUDS - 400_00 });
    expect(await walletBalance(t.db, shopper.userId)).toBe(0);
    expect(await walletLedgerSum(t.db, shopper.userId)).toBe(0);
  });

  it('cancelling returns the wallet share and refunds the rest to the wallet, once', async () => {
    const { shopper, addressId } = await walletBuyer(1_000_00);
    const order = await placed(await placeWithWallet(shopper, addressId));
    await gatewayTookOnlineShare(order);
    const results = await Promise.all([cancel(shopper, order.order_id, 'wallet'), cancel(shopper, order.order_id, 'wallet')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await cancel(shopper, order.order_id, 'wallet')).status).toBe(409);
    const ledger = await entries(shopper.userId);
    expect(ledger.slice(1)).toEqual([
      { amount_paise: -1_000_00, kind: 'order_payment', reference: `order:${order.order_id}` },
      { amount_paise: 1_000_00, kind: 'order_payment_reversal', reference: `order:${order.order_id}` },
      { amount_paise: EARBUDS - 1_000_00, kind: 'refund', reference: `order:${order.order_id}` },
    ]);
    expect(await walletBalance(t.db, shopper.userId)).toBe(EARBUDS);
    const refunds = await t.db.selectFrom('refunds').select(['amount_paise', 'destination']).where('order_id', '=', order.order_id).execute();
    expect(refunds).toEqual([{ amount_paise: EARBUDS, destination: 'wallet' }]);
  });

  it('cancelling with the original destination returns only the wallet share to the wallet', async () => {
    const { shopper, addressId } = await walletBuyer(1_000_00);
    const order = await placed(await placeWithWallet(shopper, addressId));
    await gatewayTookOnlineShare(order);
    expect((await cancel(shopper, order.order_id, 'original')).status).toBe(200);
    expect(await walletBalance(t.db, shopper.userId)).toBe(1_000_00);
    const refunds = await t.db.selectFrom('refunds').select(['amount_paise', 'destination']).where('order_id', '=', order.order_id).execute();
    expect(refunds).toEqual([{ amount_paise: EARBUDS - 1_000_00, destination: 'original' }]);
  });
});
