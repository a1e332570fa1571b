import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { pushPaths, pushTokenSchema } from '../../schemas/api/push';
import { sessionIdentify } from '../../server/features/identity/sessions';
import { pushRoutes } from '../../server/features/push/routes';
import { storefrontRoutes } from '../../server/features/storefront/routes';
import { createTestServer, databaseKind, json, storefrontAuth, ADMIN_CREDENTIAL, STOREFRONT_CREDENTIAL, type TestServer } from './harness';
import type { PaymentGateway } from '../../server/features/payments/gateway';
import { as, form, newShopper } from './order-fixtures';

// Push never touches payments; the interface only has to be there.
const noGateway: PaymentGateway = {
  kind: 'local',
  keyId: 'rzp_test_unused',
  scriptUrl: '/unused.js',
  createOrder: () => Promise.reject(new Error('not used by push')),
  verifyPaymentSignature: () => false,
  verifyWebhookSignature: () => false,
  refundPayment: () => Promise.reject(new Error('not used by push')),
};

let t: TestServer;
let app: Hono;
beforeAll(async () => {
  t = await createTestServer();
  app = new Hono().route(
    '/api',
    pushRoutes({
      db: t.db,
      credentials: { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL },
      identify: sessionIdentify(t.db),
      gateway: noGateway,
      production: false,
      mapTileUrl: '',
      mailer: t.outbox,
    }),
  );
});
afterAll(async () => {
  await t.close();
});

const newToken = () => `local-${randomUUID()}`;
const SESSION = 'push-session-0001';

function register(client: Hono, fields: Record<string, string | number>) {
  return client.request(`/api/${pushPaths.tokens}`, { method: 'POST', headers: storefrontAuth, body: form(fields) });
}

function remove(client: Hono, token: string) {
  return client.request(`/api/${pushPaths.tokens}?${form({ token }).toString()}`, { method: 'DELETE', headers: storefrontAuth });
}

const rowOf = (token: string) => t.db.selectFrom('push_tokens').selectAll().where('token', '=', token).executeTakeFirst();

describe(`push tokens (${databaseKind})`, () => {
  it('keeps a guest device against its session', async () => {
    const token = newToken();
    const res = await register(app, { token, session_id: SESSION });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = envelopeSchema(pushTokenSchema).parse(await json(res));
    expect(body.data).toMatchObject({ token, user_id: null });
    expect(await rowOf(token)).toMatchObject({ token, user_id: null, session_id: SESSION });
  });

  it('upserts: registering again refreshes the same row and follows the signed-in user', async () => {
    const shopper = await newShopper(t.db);
    const token = newToken();
    await register(app, { token, session_id: SESSION, user_id: 0 });
    const first = await rowOf(token);
    await t.db.updateTable('push_tokens').set({ refreshed_at: new Date('2020-01-01T00:00:00Z') }).where('token', '=', token).execute();

    const res = await register(as(app, shopper), { token, session_id: 'push-session-0002', user_id: shopper.id });
    expect(res.status).toBe(200);
    const rows = await t.db.selectFrom('push_tokens').selectAll().where('token', '=', token).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: shopper.id, session_id: 'push-session-0002' });
    expect(rows[0]?.refreshed_at.getTime()).toBeGreaterThan(new Date('2020-01-01T00:00:00Z').getTime());
    expect(rows[0]?.created_at.getTime()).toBe(first?.created_at.getTime());
  });

  it("refuses another user's id with 403 and keeps nothing", async () => {
    const me = await newShopper(t.db);
    const other = await newShopper(t.db);
    const token = newToken();
    const res = await register(as(app, me), { token, session_id: SESSION, user_id: other.id });
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(await json(res)).error).toBe('This belongs to another account');
    expect(await rowOf(token)).toBeUndefined();
  });

  it('asks a signed-out browser claiming a user id to sign in', async () => {
    const shopper = await newShopper(t.db);
    const res = await register(app, { token: newToken(), session_id: SESSION, user_id: shopper.id });
    expect(res.status).toBe(401);
  });

  it('names the bad field', async () => {
    const res = await register(app, { token: 'short', session_id: SESSION });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toContain('token');
    const noAuth = await app.request(`/api/${pushPaths.tokens}`, { method: 'POST', body: form({ token: newToken(), session_id: SESSION }) });
    expect(noAuth.status).toBe(401);
  });

  it('deletes a token, and deleting an unknown one still succeeds', async () => {
    const token = newToken();
    await register(app, { token, session_id: SESSION });
    const res = await remove(app, token);
    expect(res.status).toBe(200);
    expect(envelopeSchema(z.null()).parse(await json(res)).message).toBe('Notifications turned off');
    expect(await rowOf(token)).toBeUndefined();
    expect((await remove(app, token)).status).toBe(200);
  });
});

describe('the push service worker file', () => {
  it('is served from the site root, as vite copies public/ into dist', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vitrine-push-dist-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--vitrine:head--></head><body><!--vitrine:bootstrap--></body></html>');
      copyFileSync(join(process.cwd(), 'public/firebase-messaging-sw.js'), join(dist, 'firebase-messaging-sw.js'));
      const res = await storefrontRoutes(t.db, dist, '').request('/firebase-messaging-sw.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=UTF-8');
      expect(await res.text()).toContain("addEventListener('push'");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
