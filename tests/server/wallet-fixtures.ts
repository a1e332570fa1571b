/** Shoppers, credits and the wallet and referral routes for the wallet-* and referrals-* tests. */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database, WalletEntryKind } from '../../server/db/types';
import { createSession, SESSION_COOKIE, sessionIdentify } from '../../server/features/identity/sessions';
import { referralRoutes } from '../../server/features/referrals/routes';
import { postWalletEntry, type WalletPosting } from '../../server/features/wallet/ledger';
import { walletRoutes } from '../../server/features/wallet/routes';
import { outboxMailer } from '../../server/mail/outbox-mailer';
import type { PaymentGateway } from '../../server/features/payments/gateway';
import { ADMIN_CREDENTIAL, STOREFRONT_CREDENTIAL, storefrontAuth } from './harness';

export interface WalletShopper {
  id: number;
  cookie: string;
}

export async function walletShopper(db: Kysely<Database>, name: { fname: string; lname: string } = { fname: 'Asha', lname: 'Rao' }): Promise<WalletShopper> {
  const tag = randomBytes(6).toString('hex');
  const user = await db
    .insertInto('users')
    .values({ firebase_uid: `wallet-${tag}`, email: `${tag}@wallet.test`, mobile: null, referral_code: `W${tag}`.toUpperCase(), ...name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id, 'test');
  return { id: user.id, cookie: `${SESSION_COOKIE}=${session.token}` };
}

/** One posting in its own transaction, as a route would make it. */
export function post(db: Kysely<Database>, userId: number, amountPaise: number, reference: string, kind: WalletEntryKind = amountPaise > 0 ? 'adjustment' : 'order_payment'): Promise<WalletPosting> {
  return db.transaction().execute((trx) => postWalletEntry(trx, { userId, amountPaise, kind, reference, description: `test ${reference}` }));
}

function neverCalled(): never {
  throw new Error('The wallet routes never call the payment gateway');
}

const unusedGateway: PaymentGateway = {
  kind: 'local',
  keyId: 'rzp_test_unused',
  scriptUrl: '',
  createOrder: neverCalled,
  verifyPaymentSignature: neverCalled,
  verifyWebhookSignature: neverCalled,
  refundPayment: neverCalled,
};

/** The wallet and referral routes under /api, as app.ts mounts them. */
export function walletApp(db: Kysely<Database>): Hono {
  const deps = {
    db,
    credentials: { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL },
    identify: sessionIdentify(db),
    gateway: unusedGateway,
    production: false,
    mapTileUrl: '',
    mailer: outboxMailer({ from: 'shop@example.in', log: false }),
  };
  return new Hono().route('/api', walletRoutes(deps)).route('/api', referralRoutes(deps));
}

/** GET /api/{path}?{query} as the shopper's browser (null: signed out). */
export function getAs(app: Hono, shopper: WalletShopper | null, path: string, query: Record<string, string | number>): Promise<Response> {
  const headers: Record<string, string> = { ...storefrontAuth };
  if (shopper) headers.Cookie = shopper.cookie;
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return Promise.resolve(app.request(`http://shop.example.in/api/${path}?${qs.toString()}`, { headers }));
}
