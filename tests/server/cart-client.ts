/** Calls the cart API the way the storefront does: basic auth, form bodies, the shared schemas on every reply. */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { cartCountsSchema, cartItemListSchema, cartItemSchema, cartPaths, type CartCounts, type CartItem } from '../../schemas/api/cart';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { formBody, type Fields } from './form-body';
import { json, storefrontAuth } from './harness';

export { formBody, type Fields };

export function newSession(): string {
  return randomUUID();
}

export function send(app: Hono, method: string, path: string, fields?: Fields): Promise<Response> {
  return Promise.resolve(app.request(`/api/${path}`, { method, headers: storefrontAuth, ...(fields ? { body: formBody(fields) } : {}) }));
}

export function addToCart(app: Hono, session: string, productId: number, fields: Fields = {}): Promise<Response> {
  return send(app, 'POST', cartPaths.add, { user_id: 0, session_id: session, product_id: productId, qty: 1, mrp: '', price: '', size: '{}', ...fields });
}

export function setQuantity(app: Hono, session: string, productId: number, qty: number | string, fields: Fields = {}): Promise<Response> {
  return send(app, 'PUT', cartPaths.updateQuantity, { user_id: 0, session_id: session, product_id: productId, qty, size: '{}', ...fields });
}

export function ownerQuery(session: string, userId = 0): string {
  return new URLSearchParams({ user_id: String(userId), session_id: session }).toString();
}

export interface CartView {
  lines: CartItem[];
  counts: CartCounts;
}

export async function readCart(app: Hono, session: string, userId = 0): Promise<CartView> {
  const res = await app.request(`/api/${cartPaths.items}?${ownerQuery(session, userId)}`, { headers: storefrontAuth });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = envelopeSchema(cartItemListSchema).parse(await json(res));
  expect(body.status).toBe(true);
  return { lines: body.data, counts: cartCountsSchema.parse(body.other_data) };
}

/** A successful cart change: status true, the line and the header counts. */
export async function expectLine(res: Response, message: string): Promise<{ line: CartItem; counts: CartCounts }> {
  const body = envelopeSchema(cartItemSchema).parse(await json(res));
  expect({ http: res.status, status: body.status, message: body.message }).toEqual({ http: 200, status: true, message });
  return { line: body.data, counts: cartCountsSchema.parse(body.other_data) };
}

/** A refusal as the storefront shows it: HTTP status, status false, the same text in message and error. */
export async function expectRefused(res: Response, status: number, message: string | RegExp): Promise<void> {
  const body = errorBodySchema.parse(await json(res));
  expect(res.status).toBe(status);
  expect(body.status).toBe(false);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else expect(body.error).toMatch(message);
  expect(body.message).toBe(body.error);
}
