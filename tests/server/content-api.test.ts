/** The FAQ search and the policy pages from the seeded demo shop, and the profile name edit. */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '../../schemas/api/account';
import { contentPaths, faqListSchema, POLICY_NOT_FOUND, policyListSchema, policySchema } from '../../schemas/api/content';
import { envelopeSchema } from '../../schemas/api/envelope';
import { PROFILE_MESSAGES, profilePaths } from '../../schemas/api/profile';
import { NOT_YOUR_ACCOUNT } from '../../server/http/identity';
import { expectRefused } from './cart-client';
import { createTestServer, databaseKind, json, type TestServer } from './harness';
import { call, contentApp, newShopper } from './support-fixtures';

let t: TestServer;
let app: Hono;

beforeAll(async () => {
  t = await createTestServer();
  app = contentApp(t);
});
afterAll(async () => {
  await t.close();
});

async function faqs(q?: string) {
  const res = await call(app, null, 'GET', q === undefined ? contentPaths.faqs : `${contentPaths.faqs}?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return envelopeSchema(faqListSchema).parse(await json(res)).data;
}

describe(`content (${databaseKind})`, () => {
  it('groups the seeded FAQ by category', async () => {
    const all = await faqs();
    expect(all.map((c) => c.category)).toEqual(['Orders', 'Delivery', 'Payments', 'Returns and refunds', 'Warranty', 'GST invoice', 'Gift cards and wallet', 'Account']);
    expect(all.flatMap((c) => c.faqs).length).toBeGreaterThanOrEqual(20);
  });

  it('searches questions and answers, every word, any capitals, wildcards literal', async () => {
    const emi = await faqs('emi');
    expect(emi.flatMap((c) => c.faqs.map((f) => f.question))).toContain('Can I buy on EMI?');
    const both = await faqs('CASH delivery');
    const questions = both.flatMap((c) => c.faqs.map((f) => f.question));
    expect(questions).toContain('Is cash on delivery available?');
    expect(questions.every((q) => !q.includes('password'))).toBe(true);
    expect(await faqs('%')).toEqual([]);
    expect(await faqs('blockchain')).toEqual([]);
  });

  it('keeps the policy ids the footer links to after a reset', async () => {
    await t.reset();
    const list = envelopeSchema(policyListSchema).parse(await json(await call(app, null, 'GET', contentPaths.policies))).data;
    expect(list.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists the five policies and opens one as text blocks; an unknown id is 404', async () => {
    const list = envelopeSchema(policyListSchema).parse(await json(await call(app, null, 'GET', contentPaths.policies))).data;
    expect(list.map((p) => [p.id, p.slug])).toEqual([
      [1, 'privacy-policy'],
      [2, 'terms-and-conditions'],
      [3, 'shipping-and-delivery'],
      [4, 'return-policy'],
      [5, 'cancellation-policy'],
    ]);
    const privacy = list[0];
    if (!privacy) throw new Error('no policies seeded');
    const res = await call(app, null, 'GET', contentPaths.policy(privacy.id));
    const policy = envelopeSchema(policySchema).parse(await json(res)).data;
    expect(policy.title).toBe('Privacy policy');
    expect(policy.body).toContainEqual({ kind: 'heading', text: 'Grievance officer' });
    expect(Number.isNaN(Date.parse(policy.updated_at))).toBe(false);

    await expectRefused(await call(app, null, 'GET', contentPaths.policy(987654)), 404, POLICY_NOT_FOUND);
    await expectRefused(await call(app, null, 'GET', `${contentPaths.policies}/privacy`), 404, POLICY_NOT_FOUND);
  });

  it('saves the signed-in shopper’s own name only', async () => {
    const asha = await newShopper(t, 'Asha');
    const other = await newShopper(t, 'Vikram');
    const res = await call(app, asha, 'PUT', profilePaths.update, { user_id: asha.id, fname: '  Asha ', lname: 'Kulkarni' });
    const body = envelopeSchema(accountSchema).parse(await json(res));
    expect(body.message).toBe(PROFILE_MESSAGES.saved);
    expect(body.data).toMatchObject({ id: asha.id, fname: 'Asha', lname: 'Kulkarni' });
    await expectRefused(await call(app, asha, 'PUT', profilePaths.update, { user_id: asha.id, fname: ' ' }), 400, `fname: ${PROFILE_MESSAGES.fnameRequired}`);
    await expectRefused(await call(app, asha, 'PUT', profilePaths.update, { user_id: other.id, fname: 'Hacked' }), 403, NOT_YOUR_ACCOUNT);
    await expectRefused(await call(app, null, 'PUT', profilePaths.update, { user_id: other.id, fname: 'Hacked' }), 401, /sign in/);
    const row = await t.db.selectFrom('users').select('fname').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row.fname).toBe('Vikram');
  });
});
