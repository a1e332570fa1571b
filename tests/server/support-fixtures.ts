import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { contentRoutes } from '../../server/features/content/routes';
import { profileRoutes } from '../../server/features/identity/profile-routes';
import { createSession, SESSION_COOKIE, sessionIdentify } from '../../server/features/identity/sessions';
import type { PaymentGateway } from '../../server/features/payments/gateway';
import { supportRoutes } from '../../server/features/support/routes';
import { formBody, type Fields } from './cart-client';
import { storefrontAuth, type TestServer } from './harness';

// Support, content and profile never touch payments; the interface only has to be there.
const noGateway: PaymentGateway = {
  kind: 'local',
  keyId: 'rzp_test_unused',
  scriptUrl: '/unused.js',
  createOrder: () => Promise.reject(new Error('not used here')),
  verifyPaymentSignature: () => false,
  verifyWebhookSignature: () => false,
  refundPayment: () => Promise.reject(new Error('not used here')),
};

/** The routes of task 6C mounted as the lead mounts them, under /api. */
export function contentApp(t: TestServer): Hono {
  const credentials = {
    storefront: { user: t.config.apiUser, password: t.config.apiKey },
    admin: { user: t.config.adminUser, password: t.config.adminPassword },
  };
  const deps = { db: t.db, credentials, identify: sessionIdentify(t.db), gateway: noGateway, production: false, mapTileUrl: '', mailer: t.outbox };
  return new Hono().route('/api', supportRoutes(deps)).route('/api', contentRoutes(deps)).route('/api', profileRoutes(deps));
}

export interface Shopper {
  id: number;
  cookie: string;
}

export async function newShopper(t: TestServer, fname = 'Asha'): Promise<Shopper> {
  const { id } = await t.db
    .insertInto('users')
    .values({ firebase_uid: `test-${randomUUID()}`, email: null, mobile: null, fname, referral_code: randomUUID().slice(0, 8) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(t.db, id, 'test');
  return { id, cookie: `${SESSION_COOKIE}=${token}` };
}

export function call(app: Hono, who: Shopper | null, method: string, path: string, fields?: Fields): Promise<Response> {
  const headers: Record<string, string> = { ...storefrontAuth, ...(who ? { Cookie: who.cookie } : {}) };
  return Promise.resolve(app.request(`/api/${path}`, { method, headers, ...(fields ? { body: formBody(fields) } : {}) }));
}
