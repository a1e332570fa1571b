import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../schemas/api/envelope';
import { orderPaths } from '../../schemas/api/orders';
import { REFERRAL_RULES, referralPaths, referralsSchema } from '../../schemas/api/referrals';
import { enrolReferral } from '../../server/features/referrals/enrol';
import { walletBalance } from '../../server/features/wallet/ledger';
import { adminAuth, createTestServer, databaseKind, json, type TestServer } from './harness';
import { form, insertOrder, insertOrderCatalogue, orderApp } from './order-fixtures';
import { getAs, walletApp, walletShopper, type WalletShopper } from './wallet-fixtures';

let t: TestServer;
let app: Hono;
let orders: Hono;

beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
  app = walletApp(t.db);
  orders = orderApp(t.db);
});
afterAll(async () => {
  await t.close();
});

async function referred(referrer: WalletShopper, name = { fname: 'Asha', lname: 'Rao' }): Promise<WalletShopper> {
  const friend = await walletShopper(t.db, name);
  await t.db.updateTable('users').set({ referred_by: referrer.id }).where('id', '=', friend.id).execute();
  await t.db.transaction().execute((trx) => enrolReferral(trx, referrer.id, friend.id));
  return friend;
}

function deliver(id: number) {
  return orders.request(`/api/${orderPaths.adminStatus(id)}`, { method: 'POST', headers: adminAuth, body: form({ status: 'delivered' }) });
}

function ledger(userId: number) {
  return t.db.selectFrom('wallet_entries').select(['amount_paise', 'kind', 'reference']).where('user_id', '=', userId).orderBy('id').execute();
}

describe(`referrals: sign-up and reward (${databaseKind})`, () => {
  it('credits the welcome credit once and records a pending reward for the referrer', async () => {
    const referrer = await walletShopper(t.db);
    const friend = await referred(referrer);
    // A repeated enrolment (a retried sign-up) pays nothing twice.
    await t.db.transaction().execute((trx) => enrolReferral(trx, referrer.id, friend.id));
    expect(await ledger(friend.id)).toEqual([{ amount_paise: REFERRAL_RULES.welcomeCreditPaise, kind: 'welcome_credit', reference: 'welcome' }]);
    expect(await ledger(referrer.id)).toEqual([]);
    const rewards = await t.db.selectFrom('referral_rewards').select(['referrer_id', 'status', 'reward_paise']).where('referred_id', '=', friend.id).execute();
    expect(rewards).toEqual([{ referrer_id: referrer.id, status: 'pending', reward_paise: REFERRAL_RULES.referrerRewardPaise }]);
  });

  it('pays the referrer once, on the first delivered order (two deliveries, one reward)', async () => {
    const referrer = await walletShopper(t.db);
    const friend = await referred(referrer);
    const first = await insertOrder(t.db, { userId: friend.id, status: 'shipped' });
    const second = await insertOrder(t.db, { userId: friend.id, status: 'placed' });
    expect((await deliver(first.id)).status).toBe(200);
    expect((await deliver(second.id)).status).toBe(200);
    expect(await ledger(referrer.id)).toEqual([{ amount_paise: REFERRAL_RULES.referrerRewardPaise, kind: 'referral_reward', reference: `referral:${friend.id}` }]);
    expect(await walletBalance(t.db, referrer.id)).toBe(REFERRAL_RULES.referrerRewardPaise);
    const reward = await t.db.selectFrom('referral_rewards').select(['status', 'order_id']).where('referred_id', '=', friend.id).executeTakeFirstOrThrow();
    expect(reward).toEqual({ status: 'paid', order_id: first.id });
  });

  it('pays once when two first deliveries race', async () => {
    const referrer = await walletShopper(t.db);
    const friend = await referred(referrer);
    const a = await insertOrder(t.db, { userId: friend.id, status: 'out_for_delivery' });
    const b = await insertOrder(t.db, { userId: friend.id, status: 'out_for_delivery' });
    await Promise.all([deliver(a.id), deliver(b.id)]);
    expect(await ledger(referrer.id)).toHaveLength(1);
  });

  it('pays no reward for a shopper nobody referred', async () => {
    const loner = await walletShopper(t.db);
    const order = await insertOrder(t.db, { userId: loner.id, status: 'shipped' });
    expect((await deliver(order.id)).status).toBe(200);
    expect(await t.db.selectFrom('wallet_entries').select('id').where('reference', '=', `referral:${loner.id}`).execute()).toEqual([]);
  });
});

describe(`referrals: GET ${referralPaths.referrals} (${databaseKind})`, () => {
  const body = envelopeSchema(referralsSchema);

  it('answers the code, the link on the request origin, the rules and masked friends', async () => {
    const referrer = await walletShopper(t.db);
    const paid = await referred(referrer, { fname: 'Asha', lname: 'Rao' });
    await referred(referrer, { fname: 'Vikram', lname: 'sethi' });
    const order = await insertOrder(t.db, { userId: paid.id, status: 'shipped' });
    await deliver(order.id);
    const res = await getAs(app, referrer, referralPaths.referrals, { user_id: referrer.id });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const data = body.parse(await json(res)).data;
    const code = (await t.db.selectFrom('users').select('referral_code').where('id', '=', referrer.id).executeTakeFirstOrThrow()).referral_code;
    expect(data.code).toBe(code);
    expect(data.link).toBe(`http://shop.example.in/?ref=${code}`);
    expect(data.rules).toEqual({ referrer_reward_paise: REFERRAL_RULES.referrerRewardPaise, welcome_credit_paise: REFERRAL_RULES.welcomeCreditPaise });
    expect(data.referrals.map(({ name, status, reward_paise }) => ({ name, status, reward_paise }))).toEqual([
      { name: 'Vikram S.', status: 'pending', reward_paise: REFERRAL_RULES.referrerRewardPaise },
      { name: 'Asha R.', status: 'paid', reward_paise: REFERRAL_RULES.referrerRewardPaise },
    ]);
    expect(JSON.stringify(data)).not.toContain('Rao');
  });

  it("refuses another user's referrals (403) and a signed-out caller (401)", async () => {
    const owner = await walletShopper(t.db);
    const stranger = await walletShopper(t.db);
    expect((await getAs(app, stranger, referralPaths.referrals, { user_id: owner.id })).status).toBe(403);
    expect((await getAs(app, null, referralPaths.referrals, { user_id: owner.id })).status).toBe(401);
  });
});
