/**
 * Orders inserted straight into the database, so the order, invoice and
 * return tests do not depend on checkout. Ids sit far above the seeded
 * catalogue's so they never collide with it.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { outboxMailer } from '../../server/mail/outbox-mailer';
import type { Kysely } from 'kysely';
import type { AddressSnapshot } from '../../schemas/api/addresses';
import { stateName } from '../../schemas/api/india';
import { TRACKING_STEPS, type OrderStatus } from '../../schemas/api/orders';
import type { Database } from '../../server/db/types';
import { createSession, SESSION_COOKIE, sessionIdentify } from '../../server/features/identity/sessions';
import { orderAdminRoutes } from '../../server/features/orders/admin-routes';
import { orderRoutes } from '../../server/features/orders/routes';
import { returnRoutes } from '../../server/features/returns/routes';
import type { PaymentGateway } from '../../server/features/payments/gateway';
import { ADMIN_CREDENTIAL, STOREFRONT_CREDENTIAL } from './harness';
import { staffGuard } from '../../server/features/staff/guard';

export const ofx = {
  brand: { id: 980_001, name: 'Orderfix', slug: 'orderfix' },
  /** Computers: returnable for 7 days. */
  laptops: { id: 980_001, title: 'Orderfix Laptops', slug: 'orderfix-laptops', kind: 'laptops', return_days: 7 },
  /** Accessories: 10 days. */
  accessories: { id: 980_002, title: 'Orderfix Accessories', slug: 'orderfix-accessories', kind: 'accessories', return_days: 10 },
  /** Software keys: never returnable. */
  software: { id: 980_003, title: 'Orderfix Software', slug: 'orderfix-software', kind: 'laptops', return_days: 0 },
  laptop: { id: 980_001, title: 'Orderfix Laptop 14', slug: 'orderfix-laptop-14', price: 54_999_00, mrp: 64_999_00, stock: 20, hsn: '8471', gst: 18 },
  mouse: { id: 980_002, title: 'Orderfix Mouse', slug: 'orderfix-mouse', price: 599_00, mrp: 999_00, stock: 50, hsn: '8471', gst: 18 },
  licence: { id: 980_003, title: 'Orderfix Office Licence', slug: 'orderfix-licence', price: 4_999_00, mrp: 6_999_00, stock: 99, hsn: '8523', gst: 18 },
} as const;

export async function insertOrderCatalogue(db: Kysely<Database>): Promise<void> {
  await db.insertInto('brands').values(ofx.brand).execute();
  for (const c of [ofx.laptops, ofx.accessories, ofx.software])
    await db.insertInto('categories').values({ ...c, parent_id: null, description: '', position: 0 }).execute();
  const rows = [
    [ofx.laptop, ofx.laptops.id],
    [ofx.mouse, ofx.accessories.id],
    [ofx.licence, ofx.software.id],
  ] as const;
  for (const [p, categoryId] of rows)
    await db
      .insertInto('products')
      .values({
        id: p.id,
        slug: p.slug,
        title: p.title,
        brand_id: ofx.brand.id,
        category_id: categoryId,
        sub_category_id: null,
        description: '',
        highlights: '[]',
        specifications: '[]',
        image_count: 1,
        price_paise: p.price,
        mrp_paise: p.mrp,
        gst_rate: p.gst,
        hsn_code: p.hsn,
        stock: p.stock,
        max_per_order: 10,
        is_best_seller: false,
        is_hot_deal: false,
        is_new_arrival: false,
        rating_average: 0,
        rating_count: 0,
        popularity: 0,
        search_text: p.title.toLowerCase(),
      })
      .execute();
}

export interface Shopper {
  id: number;
  cookie: string;
}

export async function newShopper(db: Kysely<Database>): Promise<Shopper> {
  const tag = randomBytes(6).toString('hex');
  const user = await db
    .insertInto('users')
    .values({ firebase_uid: `order-${tag}`, email: `${tag}@orders.test`, mobile: null, referral_code: `R${tag}`.toUpperCase(), referred_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id, 'test');
  return { id: user.id, cookie: `${SESSION_COOKIE}=${session.token}` };
}

export function snapshot(stateCode: string, name = 'Asha Kulkarni'): AddressSnapshot {
  const pin = stateCode === 'MH' ? '411045' : '560001';
  const city = stateCode === 'MH' ? 'Pune' : 'Bengaluru';
  return { name, mobile: '9876543210', pin, house: '12 Lake View', locality: 'Baner', landmark: '', city, state_code: stateCode, state: stateName(stateCode) };
}

export interface LineSpec {
  product: (typeof ofx)['laptop' | 'mouse' | 'licence'];
  categoryId: number;
  qty: number;
  discount?: number;
}

export interface OrderSpec {
  userId: number;
  status?: OrderStatus;
  stateCode?: string;
  lines?: LineSpec[];
  delivery?: number;
  method?: 'online' | 'cod' | 'part';
  /** Paid online; the rest is due on delivery. Defaults to everything for online orders past awaiting_payment. */
  paid?: number;
  wallet?: number;
  deliveredAt?: Date;
  createdAt?: Date;
}

let sequence = 0;

/** An order as checkout would leave it, with an event per step it went through. */
export async function insertOrder(db: Kysely<Database>, spec: OrderSpec): Promise<{ id: number; orderNumber: string; itemIds: number[]; total: number }> {
  const status = spec.status ?? 'placed';
  const stateCode = spec.stateCode ?? 'MH';
  const lines = spec.lines ?? [{ product: ofx.laptop, categoryId: ofx.laptops.id, qty: 1 }];
  const delivery = spec.delivery ?? 0;
  const itemsTotal = lines.reduce((n, l) => n + l.qty * l.product.price, 0);
  const mrpTotal = lines.reduce((n, l) => n + l.qty * l.product.mrp, 0);
  const coupon = lines.reduce((n, l) => n + (l.discount ?? 0), 0);
  const total = itemsTotal - coupon + delivery;
  const wallet = spec.wallet ?? 0;
  const method = spec.method ?? 'online';
  const online = method === 'cod' ? 0 : total - wallet;
  const paid = spec.paid ?? (method === 'online' && status !== 'awaiting_payment' ? online : 0);
  sequence += 1;
  const orderNumber = `CBT${Date.now().toString(36).toUpperCase()}${sequence}`;
  const row = await db
    .insertInto('orders')
    .values({
      order_number: orderNumber,
      user_id: spec.userId,
      idempotency_key: `${orderNumber}-key`,
      status,
      payment_method: method,
      payment_status: paid > 0 ? 'paid' : method === 'cod' ? 'cod_due' : 'pending',
      address: JSON.stringify(snapshot(stateCode)),
      delivery_state_code: stateCode,
      mrp_total_paise: mrpTotal,
      items_total_paise: itemsTotal,
      coupon_code: coupon > 0 ? 'SAVE' : null,
      coupon_discount_paise: coupon,
      delivery_paise: delivery,
      gst_paise: 0,
      wallet_paise: wallet,
      total_paise: total,
      online_paise: online,
      cod_paise: total - wallet - online,
      paid_paise: paid,
      delivered_at: status === 'delivered' ? (spec.deliveredAt ?? new Date()) : null,
      ...(spec.createdAt ? { created_at: spec.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itemIds: number[] = [];
  for (const l of lines) {
    const item = await db
      .insertInto('order_items')
      .values({
        order_id: row.id,
        product_id: l.product.id,
        category_id: l.categoryId,
        title: l.product.title,
        slug: l.product.slug,
        hsn_code: l.product.hsn,
        gst_rate: l.product.gst,
        qty: l.qty,
        unit_mrp_paise: l.product.mrp,
        unit_price_paise: l.product.price,
        discount_paise: l.discount ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(item.id);
  }
  // What the gateway took, as confirmPayment records it: the refund module sends 'original' refunds back to it.
  if (paid > 0 && method !== 'cod')
    await db
      .insertInto('payments')
      .values({ order_id: row.id, attempt: 1, gateway: 'local', gateway_order_id: `order_fx${orderNumber}`, gateway_payment_id: `pay_fx${orderNumber}`, amount_paise: paid, status: 'paid', paid_at: new Date() })
      .execute();
  const reached = TRACKING_STEPS.findIndex((s) => s === status);
  const steps: string[] = status === 'awaiting_payment' ? [] : status === 'cancelled' ? ['placed', 'cancelled'] : TRACKING_STEPS.slice(0, reached + 1);
  for (const step of steps) await db.insertInto('order_events').values({ order_id: row.id, status: step }).execute();
  return { id: row.id, orderNumber, itemIds, total };
}

export async function insertAddress(db: Kysely<Database>, userId: number, stateCode = 'MH'): Promise<number> {
  const s = snapshot(stateCode);
  const row = await db
    .insertInto('addresses')
    .values({ user_id: userId, name: s.name, mobile: s.mobile, pin: s.pin, house: s.house, locality: s.locality, landmark: '', city: s.city, state_code: stateCode, type: 'home' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function neverCalled(): never {
  throw new Error('The order routes never take a payment');
}

/** A gateway that takes every refund back at once (the refund module's own tests cover refusals). */
const refundingGateway: PaymentGateway = {
  kind: 'local',
  keyId: 'rzp_test_unused',
  scriptUrl: '',
  createOrder: neverCalled,
  verifyPaymentSignature: neverCalled,
  verifyWebhookSignature: neverCalled,
  refundPayment: ({ amountPaise }) => Promise.resolve({ id: `rfnd_fx${randomBytes(6).toString('hex')}`, amount: amountPaise, status: 'processed' }),
};

/** The order and return routes under /api, as app.ts mounts them. */
export function orderApp(db: Kysely<Database>): Hono {
  const deps = {
    db,
    credentials: { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL },
    identify: sessionIdentify(db),
    gateway: refundingGateway,
    production: false,
    mapTileUrl: '',
    mailer: outboxMailer({ from: 'shop@example.in', log: false }),
  };
  // The admin calls behind the same staff guard as in the shop (ADMIN_CREDENTIAL is its first owner).
  return new Hono()
    .use('/api/admin/*', staffGuard(db, deps.credentials))
    .route('/api', orderRoutes(deps))
    .route('/api', orderAdminRoutes(deps))
    .route('/api', returnRoutes(deps));
}

/** The app, as a browser holding this shopper's cookie. */
export function as(app: Hono, shopper: Shopper | null): Hono {
  const proxy = new Hono();
  proxy.all('*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    if (shopper) headers.set('Cookie', shopper.cookie);
    return app.fetch(new Request(c.req.raw, { headers }));
  });
  return proxy;
}

export function form(fields: Record<string, string | number>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}
