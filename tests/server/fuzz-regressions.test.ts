/**
 * The bugs the route fuzzer (fuzz-routes.test.ts) found, one focused case
 * each, so they stay fixed whatever seed the fuzzer runs with: the request it
 * sent, the 4xx with a sentence it must now get, and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDENTITY_MESSAGES } from '../../schemas/api/identity';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { watchWrites } from './fuzz/write-watch';
import { cookieOf, problemsBodySchema, signIn } from './studio-client';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

const refusal = z.object({ status: z.literal(false), message: z.string() });

async function refused(res: Response): Promise<{ status: number; message: string }> {
  return { status: res.status, message: refusal.parse(await json(res)).message };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe(`bugs the route fuzzer found (${databaseKind})`, () => {
  // Mail headers read , ; : < > ( ) as syntax: "a,b@shop.in" was mailed to b@shop.in, "x:y@shop.in" to nobody (a 503).
  const headerSyntax = ['call@x#:`;..:a$.+Aw{aqVILN', 'a,b@shop.in', 'x<y@shop.in', 'a;b@shop.in', 'x:y@shop.in', 'a(b)@shop.in', '"a"@shop.in'];

  it('refuses a sign-up code for an address mail headers would read as a list or a group, sending nothing', async () => {
    for (const email of headerSyntax) {
      const res = await t.app.request('/api/website/user/send-otp-email', { method: 'POST', headers: storefrontAuth, body: form({ email }) });
      expect(await refused(res), email).toEqual({ status: 400, message: `email: ${IDENTITY_MESSAGES.emailFormat}` });
    }
    expect(t.outbox.messages()).toEqual([]);
    expect(await t.db.selectFrom('email_codes').select('id').execute()).toEqual([]);
  });

  it('refuses a staff invitation to such an address, inviting nobody', async () => {
    const cookie = cookieOf(await signIn(t.app));
    for (const email of headerSyntax) {
      const res = await t.app.request('/api/admin/studio/staff/invitations', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, display_name: 'New Person', role: 'viewer' }),
      });
      expect(await refused(res), email).toEqual({ status: 400, message: 'Some fields need another look' });
    }
    expect(await t.db.selectFrom('staff_invitations').select('id').execute()).toEqual([]);
    expect(t.outbox.messages()).toEqual([]);
  });

  it('refuses a coupon body that is not an object with a 400 listing the problem, changing nothing (was a 500 in the cross-field rules)', async () => {
    const cookie = cookieOf(await signIn(t.app));
    const before = await t.db.selectFrom('coupons').selectAll().orderBy('id').execute();
    const id = before[0]?.id ?? 1;
    for (const body of ['null', '[]', '"SAVE10"', '42']) {
      for (const [method, path] of [
        ['POST', '/api/admin/studio/coupons'],
        ['PUT', `/api/admin/studio/coupons/${id}`],
      ] as const) {
        const res = await t.app.request(path, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body });
        expect(await refused(res), `${method} ${body}`).toEqual({ status: 400, message: 'Some fields need another look; nothing was saved' });
      }
    }
    expect(await t.db.selectFrom('coupons').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('refuses studio ids and revisions past an integer column’s range with a 400 naming the field, writing nothing (was a 500 from the database)', async () => {
    const cookie = cookieOf(await signIn(t.app));
    const big = 3_080_896_823_700_408;
    const cases: { path: string; method: string; body: unknown; field: string }[] = [
      { method: 'POST', path: '/api/admin/studio/configs/home/rollback', body: { version: big }, field: 'version' },
      { method: 'PUT', path: '/api/admin/studio/configs/home/draft', body: { document: [], revision: big }, field: 'revision' },
      { method: 'POST', path: '/api/admin/studio/categories', body: { title: 'Cables', parent_id: big, kind: 'accessories', return_days: 7 }, field: 'parent_id' },
      { method: 'PUT', path: '/api/admin/studio/categories/order', body: { parent_id: null, ids: [1, big] }, field: 'ids.1' },
      { method: 'PUT', path: '/api/admin/studio/collections/1/products', body: { product_ids: [big] }, field: 'product_ids.0' },
      { method: 'POST', path: '/api/admin/studio/products/bulk-price', body: { ids: [3, big], change: { kind: 'fixed', rupees: '4.90' }, apply_to: 'price' }, field: 'ids.1' },
      { method: 'POST', path: '/api/admin/studio/products/bulk-stock', body: { ids: [-big], change: { kind: 'fixed', units: 1, mode: 'set' } }, field: 'ids.0' },
      { method: 'PUT', path: '/api/admin/studio/products/1/images/order', body: { ids: [big] }, field: 'ids.0' },
    ];
    const watch = await watchWrites(t.db);
    for (const c of cases) {
      const res = await t.app.request(c.path, { method: c.method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(c.body) });
      const body = problemsBodySchema.parse(await json(res));
      expect(res.status, c.path).toBe(400);
      expect(body.problems.map((p) => p.field), c.path).toContain(c.field);
      expect(await watch.written(), c.path).toEqual([]);
    }
  });

  it('refuses a price filter past the price column’s range with a 400 naming the field (was a 500 from the database)', async () => {
    for (const field of ['price_min', 'price_max']) {
      const res = await t.app.request(`/api/website/catalog/products?${field}=10000000000`, { headers: storefrontAuth });
      expect(await refused(res)).toEqual({ status: 400, message: `${field} must be at most 2147483647` });
    }
    const widest = await t.app.request('/api/website/catalog/products?price_min=0&price_max=2147483647', { headers: storefrontAuth });
    expect(widest.status).toBe(200);
  });

  it('refuses a stock alert for a variant id past the id column’s range, saving nothing (was a 500 from the database)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const fields = { product_id: '1', variant_id: '73017860148', email: 'shopper@example.in' };
      const res =
        method === 'GET'
          ? await t.app.request(`/api/website/stock-alerts?${form(fields).toString()}`, { headers: storefrontAuth })
          : await t.app.request('/api/website/stock-alerts', { method, headers: storefrontAuth, body: form(fields) });
      expect(await refused(res), method).toEqual({ status: 400, message: 'variant_id must be at most 2147483647' });
    }
    expect(await t.db.selectFrom('stock_alerts').select('id').execute()).toEqual([]);
  });
});
