import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../schemas/api/envelope';
import { WALLET_PAGE_SIZE, walletPaths, walletSchema } from '../../schemas/api/wallet';
import { walletBalance, walletLedgerSum } from '../../server/features/wallet/ledger';
import { createTestServer, databaseKind, json, type TestServer } from './harness';
import { getAs, post, walletApp, walletShopper } from './wallet-fixtures';

let t: TestServer;
let app: Hono;

beforeAll(async () => {
  t = await createTestServer();
  app = walletApp(t.db);
});
afterAll(async () => {
  await t.close();
});

describe(`wallet: the ledger (${databaseKind})`, () => {
  it('keeps the balance equal to the sum of mixed credits and debits', async () => {
    const shopper = await walletShopper(t.db);
    const moves = [500_00, -120_50, 75_25, -300_00, 1_000_00, -1_154_75];
    for (const [i, amount] of moves.entries()) expect((await post(t.db, shopper.id, amount, `mix:${i}`)).ok).toBe(true);
    const expected = moves.reduce((a, b) => a + b, 0);
    expect(expected).toBe(0);
    expect(await walletBalance(t.db, shopper.id)).toBe(expected);
    expect(await walletLedgerSum(t.db, shopper.id)).toBe(expected);
  });

  it('refuses a debit that would overdraw, and leaves the balance alone', async () => {
    const shopper = await walletShopper(t.db);
    await post(t.db, shopper.id, 100_00, 'seed');
    expect(await post(t.db, shopper.id, -100_01, 'too-much')).toEqual({ ok: false, reason: 'insufficient', balancePaise: 100_00 });
    expect(await walletBalance(t.db, shopper.id)).toBe(100_00);
  });

  it('never goes negative under 10 concurrent debits: exactly the affordable ones succeed', async () => {
    const shopper = await walletShopper(t.db);
    await post(t.db, shopper.id, 350_00, 'seed');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => post(t.db, shopper.id, -100_00, `order:${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.reason === 'insufficient')).toHaveLength(7);
    expect(await walletBalance(t.db, shopper.id)).toBe(50_00);
    expect(await walletLedgerSum(t.db, shopper.id)).toBe(50_00);
    const balances = await t.db.selectFrom('wallet_entries').select('balance_after_paise').where('user_id', '=', shopper.id).execute();
    expect(balances.every((b) => b.balance_after_paise >= 0)).toBe(true);
  });

  it('refuses a second entry for the same cause', async () => {
    const shopper = await walletShopper(t.db);
    expect((await post(t.db, shopper.id, 250_00, 'order:7', 'refund')).ok).toBe(true);
    expect(await post(t.db, shopper.id, 250_00, 'order:7', 'refund')).toEqual({ ok: false, reason: 'duplicate', balancePaise: 250_00 });
    // The same reference of another kind is another cause.
    expect((await post(t.db, shopper.id, 10_00, 'order:7', 'order_payment_reversal')).ok).toBe(true);
    expect(await walletBalance(t.db, shopper.id)).toBe(260_00);
  });
});

describe(`wallet: GET ${walletPaths.wallet} (${databaseKind})`, () => {
  const body = envelopeSchema(walletSchema);

  it('answers the balance and the entries, newest first, a page at a time', async () => {
    const shopper = await walletShopper(t.db);
    for (let i = 0; i < WALLET_PAGE_SIZE + 2; i++) await post(t.db, shopper.id, 10_00, `credit:${i}`);
    await post(t.db, shopper.id, -5_00, 'order:1');
    const res = await getAs(app, shopper, walletPaths.wallet, { user_id: shopper.id });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const first = body.parse(await json(res)).data;
    expect(first.balance_paise).toBe((WALLET_PAGE_SIZE + 2) * 10_00 - 5_00);
    expect(first).toMatchObject({ page: 1, page_count: 2, total: WALLET_PAGE_SIZE + 3 });
    expect(first.entries).toHaveLength(WALLET_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ amount_paise: -5_00, kind: 'order_payment', balance_after_paise: first.balance_paise, description: 'test order:1' });
    expect(first.entries[1]?.balance_after_paise).toBe(first.balance_paise + 5_00);
    const second = body.parse(await json(await getAs(app, shopper, walletPaths.wallet, { user_id: shopper.id, page: 2 }))).data;
    expect(second.entries.map((e) => e.balance_after_paise)).toEqual([30_00, 20_00, 10_00]);
  });

  it('answers an empty wallet with a zero balance', async () => {
    const shopper = await walletShopper(t.db);
    const data = body.parse(await json(await getAs(app, shopper, walletPaths.wallet, { user_id: shopper.id }))).data;
    expect(data).toEqual({ balance_paise: 0, entries: [], page: 1, page_count: 1, total: 0 });
  });

  it("refuses another user's wallet (403) and a signed-out caller (401)", async () => {
    const owner = await walletShopper(t.db);
    const stranger = await walletShopper(t.db);
    await post(t.db, owner.id, 99_00, 'seed');
    const res = await getAs(app, stranger, walletPaths.wallet, { user_id: owner.id });
    expect(res.status).toBe(403);
    expect(JSON.stringify(await json(res))).not.toContain('9900');
    expect((await getAs(app, null, walletPaths.wallet, { user_id: owner.id })).status).toBe(401);
    expect((await getAs(app, owner, walletPaths.wallet, { user_id: 'x' })).status).toBe(400);
  });
});
