import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fx, insertFixtures } from './cart-fixtures';
import { addToCart, newSession, readCart } from './cart-client';
import { createTestServer, databaseKind, json, type TestServer } from './harness';

/*
 * Parallel adds must never lose an update nor overshoot the cap: on
 * PostgreSQL they really run at once over the pool's 10 connections.
 */

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  await insertFixtures(t.db);
});
afterAll(async () => {
  await t.close();
});

/** Success and refusal bodies both carry status; only refusals carry error. */
const replySchema = z.object({ status: z.boolean(), error: z.optional(z.string()) });

async function outcome(res: Response): Promise<{ status: number; error: string | undefined }> {
  const body = replySchema.parse(await json(res));
  expect(body.status).toBe(res.status === 200);
  return { status: res.status, error: body.error };
}

async function lineQty(session: string, productId: number): Promise<number | undefined> {
  const row = await t.db
    .selectFrom('cart_items')
    .select('qty')
    .where('owner_key', '=', `s:${session}`)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.qty;
}

describe(`cart: concurrent adds (${databaseKind})`, () => {
  it('50 parallel adds of one product: exactly 10 succeed, 40 are refused, the line holds 10', async () => {
    const session = newSession();
    const results = await Promise.all(Array.from({ length: 50 }, () => addToCart(t.app, session, fx.keyboard.id).then(outcome)));
    const succeeded = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 422);
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => r.error))).toEqual(new Set([`You can add at most 10 of ${fx.keyboard.title} (your cart already has 10)`]));
    expect(await lineQty(session, fx.keyboard.id)).toBe(10);
    const cart = await readCart(t.app, session);
    expect(cart.lines).toHaveLength(1);
    expect(cart.counts.cart_count).toBe(10);
  });

  it('50 parallel adds over 5 carts: every add lands, each line holds exactly 10', async () => {
    const sessions = Array.from({ length: 5 }, newSession);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => addToCart(t.app, sessions[i % sessions.length]!, fx.keyboard.id).then(outcome)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    for (const session of sessions) expect(await lineQty(session, fx.keyboard.id)).toBe(10);
  });

  it('parallel adds of 3 against a cap of 10: three land, the line holds 9', async () => {
    const session = newSession();
    const results = await Promise.all(Array.from({ length: 20 }, () => addToCart(t.app, session, fx.keyboard.id, { qty: 3 }).then(outcome)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await lineQty(session, fx.keyboard.id)).toBe(9);
  });

  it('parallel adds against a product limit of 2: two land', async () => {
    const session = newSession();
    const results = await Promise.all(Array.from({ length: 30 }, () => addToCart(t.app, session, fx.gpu.id).then(outcome)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await lineQty(session, fx.gpu.id)).toBe(2);
  });
});
