/** Shopper sessions as the storefront opens them: a Firebase ID token (from the Auth emulator) exchanged for the session cookie. */
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { envelopeSchema } from '../../schemas/api/envelope';
import { accountSchema, identityPaths, sessionExtrasSchema } from '../../schemas/api/identity';
import { SESSION_COOKIE } from '../../server/features/identity/sessions';
import { formBody } from './cart-client';
import { json, storefrontAuth } from './harness';

/** A fresh Indian mobile number per test, so files sharing the emulator never meet. */
export function newPhone(): string {
  return `+919${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export interface Session {
  cookie: string;
  setCookie: string;
  userId: number;
  isNew: boolean;
  counts: { cart_count: number; wishlist_count: number };
}

export async function startSession(app: Hono, idToken: string, sessionId = ''): Promise<Session> {
  const res = await app.request(`/api/${identityPaths.session}`, {
    method: 'POST',
    headers: storefrontAuth,
    body: formBody({ id_token: idToken, ...(sessionId ? { session_id: sessionId } : {}) }),
  });
  const body = envelopeSchema(accountSchema).parse(await json(res));
  expect(res.status).toBe(200);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
  if (!token) throw new Error(`No session cookie in: ${setCookie}`);
  const extras = sessionExtrasSchema.parse(body.other_data);
  return { cookie: `${SESSION_COOKIE}=${token}`, setCookie, userId: body.data.id, isNew: extras.is_new, counts: extras };
}

