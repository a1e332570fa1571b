/**
 * A checkout bench: the checkout routes over the real test database with a
 * fake payment gateway, and products, PINs, coupons and shoppers shaped for
 * the pricing rules. Ids sit far above the seeded catalogue; codes start
 * with T so they never meet the demo coupons.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { checkoutPaths, placedOrderSchema, quoteSchema, type Quote } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import type { Database } from '../../server/db/types';
import { checkoutRoutes } from '../../server/features/checkout/routes';
import { createSession, SESSION_COOKIE, sessionIdentify } from '../../server/features/identity/sessions';
import type { PaymentGateway } from '../../server/features/payments/gateway';
import { formBody } from './cart-client';
import { ADMIN_CREDENTIAL, json, STOREFRONT_CREDENTIAL, storefrontAuth, type TestServer } from './harness';

export const CAT = {
  laptops: { id: 991_001, title: 'Laptops', slug: 'fixture-co-laptops', kind: 'laptops' },
  audio: { id: 991_002, title: 'Audio', slug: 'fixture-co-audio', kind: 'audio' },
  accessories: { id: 991_003, title: 'Accessories', slug: 'fixture-co-accessories', kind: 'accessories' },
} as const;

interface Product {
  id: number;
  title: string;
  category: number;
  price: number;
  mrp: number;
  stock: number;
  gst: number;
  variants?: { id: number; label: string; price: number; mrp: number; stock: number }[];
}

export const P = {
  laptop: { id: 991_001, title: 'Checkout Laptop 15', category: CAT.laptops.id, price: 60_000_00, mrp: 72_000_00, stock: 8, gst: 18 },
  earbuds: { id: 991_002, title: 'Checkout Earbuds', category: CAT.audio.id, price: 2_999_00, mrp: 4_999_00, stock: 50, gst: 18 },
  cable: { id: 991_003, title: 'Checkout Cable', category: CAT.accessories.id, price: 199_00, mrp: 399_00, stock: 100, gst: 12 },
  lastOne: { id: 991_004, title: 'Checkout Last Speaker', category: CAT.audio.id, price: 1_499_00, mrp: 1_999_00, stock: 1, gst: 18 },
  phone: {
    id: 991_005,
    title: 'Checkout Phone',
    category: CAT.accessories.id,
    price: 20_000_00,
    mrp: 25_000_00,
    stock: 5,
    gst: 18,
    variants: [
      { id: 991_101, label: '8 GB', price: 20_000_00, mrp: 25_000_00, stock: 3 },
      { id: 991_102, label: '12 GB', price: 24_000_00, mrp: 28_000_00, stock: 2 },
    ],
  },
  /** Prices in odd paise, so GST and discount shares round. */
  odd: { id: 991_006, title: 'Checkout Odd Hub', category: CAT.accessories.id, price: 1_234_57, mrp: 1_500_00, stock: 40, gst: 28 },
} satisfies Record<string, Product>;

/** PINs in every zone; seeded PINs with these numbers are overwritten for the test database. */
export const PIN = {
  local: { pin: '411041', city: 'Pune', state_code: 'MH', zone: 'local', serviceable: true, cod_available: true, delivery_days: 2 },
  national: { pin: '110001', city: 'New Delhi', state_code: 'DL', zone: 'national', serviceable: true, cod_available: true, delivery_days: 4 },
  remoteNoCod: { pin: '744101', city: 'Port Blair', state_code: 'AN', zone: 'remote', serviceable: true, cod_available: false, delivery_days: 9 },
  closed: { pin: '194101', city: 'Leh', state_code: 'LA', zone: 'remote', serviceable: false, cod_available: false, delivery_days: 0 },
} as const;

export async function insertCheckoutFixtures(db: Kysely<Database>): Promise<void> {
  await db.insertInto('brands').values({ id: 991_001, name: 'Checkoutco', slug: 'checkoutco' }).execute();
  await db.insertInto('categories').values(Object.values(CAT).map((c, position) => ({ ...c, parent_id: null, description: '', position }))).execute();
  for (const p of Object.values(P) as Product[]) {
    await db
      .insertInto('products')
      .values({
        id: p.id,
        slug: `checkout-${p.id}`,
        title: p.title,
        brand_id: 991_001,
        category_id: p.category,
        sub_category_id: null,
        description: '',
        highlights: '[]',
        specifications: '[]',
        image_count: 1,
        price_paise: p.price,
        mrp_paise: p.mrp,
        gst_rate: p.gst,
        hsn_code: '8471',
        stock: p.stock,
        max_per_order: 10,
        is_best_seller: false,
        is_hot_deal: false,
        is_new_arrival: false,
        rating_average: 4,
        rating_count: 1,
        popularity: 1,
        search_text: p.title.toLowerCase(),
      })
      .execute();
    for (const [position, v] of (p.variants ?? []).entries()) {
      await db
        .insertInto('product_variants')
        .values({ id: v.id, label: v.label, stock: v.stock, product_id: p.id, attributes: '{}', price_paise: v.price, mrp_paise: v.mrp, position })
        .execute();
    }
  }
  for (const pin of Object.values(PIN)) {
    await db
      .insertInto('pin_codes')
      .values(pin)
      .onConflict((oc) => oc.column('pin').doUpdateSet(pin))
      .execute();
  }
}

interface TestCoupon {
  code: string;
  kind: 'flat' | 'percent';
  value: number;
  max_discount_paise?: number | null;
  min_order_paise?: number;
  per_user_limit?: number;
  total_limit?: number | null;
  category_ids?: number[];
  starts_at?: Date;
  ends_at?: Date;
  active?: boolean;
}

export async function insertCoupon(db: Kysely<Database>, c: TestCoupon): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      code: c.code,
      title: `${c.code} title`,
      description: '',
      kind: c.kind,
      value: c.value,
      max_discount_paise: c.max_discount_paise ?? null,
      min_order_paise: c.min_order_paise ?? 0,
      per_user_limit: c.per_user_limit ?? 5,
      total_limit: c.total_limit ?? null,
      category_ids: JSON.stringify(c.category_ids ?? []),
      starts_at: c.starts_at ?? new Date('2025-01-01T00:00:00Z'),
      ends_at: c.ends_at ?? new Date('2030-12-31T00:00:00Z'),
      active: c.active ?? true,
    })
    .execute();
}

/** A fake gateway: gateway orders 'order_test…', numbered so each attempt is distinct. */
export function fakeGateway(): PaymentGateway & { created: { amountPaise: number; receipt: string }[] } {
  const created: { amountPaise: number; receipt: string }[] = [];
  return {
    kind: 'local',
    keyId: 'rzp_test_fake',
    scriptUrl: '/fake/checkout.js',
    created,
    createOrder: (input) => {
      created.push({ amountPaise: input.amountPaise, receipt: input.receipt });
      return Promise.resolve({ id: `order_test${created.length}${randomUUID().slice(0, 6)}`, amount: input.amountPaise, currency: 'INR', receipt: input.receipt, status: 'created' });
    },
    verifyPaymentSignature: () => false,
    verifyWebhookSignature: () => false,
    refundPayment: () => Promise.reject(new Error('checkout never refunds')),
  };
}

export interface Shopper {
  userId: number;
  cookie: string;
}

export interface CheckoutBench {
  app: Hono;
  gateway: ReturnType<typeof fakeGateway>;
}

export function createCheckoutBench(t: TestServer): CheckoutBench {
  const gateway = fakeGateway();
  const credentials = { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL };
  const app = new Hono().route('/api', checkoutRoutes({ db: t.db, credentials, identify: sessionIdentify(t.db), gateway, production: false, mapTileUrl: '', mailer: t.outbox }));
  return { app, gateway };
}

export async function newShopper(db: Kysely<Database>): Promise<Shopper> {
  const tag = randomUUID().slice(0, 8);
  const user = await db
    .insertInto('users')
    .values({ firebase_uid: `co-${tag}`, email: `co-${tag}@example.test`, mobile: '+919812345678', fname: 'Meera', lname: 'Iyer', referral_code: `C${tag}`.toUpperCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id, 'test');
  return { userId: user.id, cookie: `${SESSION_COOKIE}=${token}` };
}

export async function addAddress(db: Kysely<Database>, shopper: Shopper, pin: (typeof PIN)[keyof typeof PIN]): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ user_id: shopper.userId, name: 'Meera Iyer', mobile: '+919812345678', pin: pin.pin, house: '4 Lake View', locality: 'Central', city: pin.city, state_code: pin.state_code, type: 'home' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Puts lines straight into the shopper's cart (the cart API is tested elsewhere). */
export async function fillCart(db: Kysely<Database>, shopper: Shopper, lines: { product: number; qty: number; variant?: number }[]): Promise<void> {
  await db.deleteFrom('cart_items').where('owner_key', '=', `u:${shopper.userId}`).execute();
  for (const l of lines) {
    await db
      .insertInto('cart_items')
      .values({ owner_key: `u:${shopper.userId}`, user_id: shopper.userId, session_id: randomUUID(), product_id: l.product, variant_id: l.variant ?? 0, size: '{}', qty: l.qty })
      .execute();
  }
}

export type Fields = Record<string, string | number>;

export function post(bench: CheckoutBench, shopper: Shopper | null, path: string, fields: Fields): Promise<Response> {
  const headers: Record<string, string> = { ...storefrontAuth };
  if (shopper) headers.Cookie = shopper.cookie;
  return Promise.resolve(bench.app.request(`/api/${path}`, { method: 'POST', headers, body: formBody(fields) }));
}

export async function quote(bench: CheckoutBench, shopper: Shopper, fields: Fields): Promise<Quote> {
  const res = await post(bench, shopper, checkoutPaths.quote, { user_id: shopper.userId, ...fields });
  if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${await res.text()}`);
  return envelopeSchema(quoteSchema).parse(await json(res)).data;
}

export const placedEnvelope = envelopeSchema(placedOrderSchema);
export const refusalSchema = z.object({ status: z.literal(false), message: z.string() });

export async function refusal(res: Response): Promise<{ status: number; message: string }> {
  return { status: res.status, message: refusalSchema.parse(await json(res)).message };
}
