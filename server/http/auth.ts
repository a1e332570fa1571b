import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { fail } from './respond';

export interface Credential {
  user: string;
  password: string;
}

export interface Credentials {
  /** The fixed shared credential the storefront sends (spec section 7). */
  storefront: Credential;
  admin: Credential;
}

type Caller = 'storefront' | 'admin' | 'anonymous' | 'invalid';

/** Hashing first gives equal lengths, so timingSafeEqual leaks neither content nor length. */
function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

function matches(given: Credential, expected: Credential): boolean {
  // Both comparisons always run, so timing does not tell which half was wrong.
  const user = safeEqual(given.user, expected.user);
  const password = safeEqual(given.password, expected.password);
  return user && password;
}

export function identifyCaller(header: string | undefined, credentials: Credentials): Caller {
  if (!header) return 'anonymous';
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return 'invalid';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'invalid';
  const given = { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  const isAdmin = matches(given, credentials.admin);
  const isStorefront = matches(given, credentials.storefront);
  if (isAdmin) return 'admin';
  if (isStorefront) return 'storefront';
  return 'invalid';
}

/*
 * No WWW-Authenticate header on purpose: with it, a browser shows its own
 * login dialog when the SPA's credential is wrong.
 */
function unauthorized(c: Context, caller: Caller): Response {
  return fail(c, 401, caller === 'anonymous' ? 'Authentication required' : 'Invalid credentials');
}

/** Storefront reads: the shared storefront credential, or the admin one. */
export function requireStorefront(credentials: Credentials): MiddlewareHandler {
  return async (c, next) => {
    const caller = identifyCaller(c.req.header('Authorization'), credentials);
    if (caller === 'storefront' || caller === 'admin') return next();
    return unauthorized(c, caller);
  };
}

/** Admin endpoints: the storefront credential ships inside the SPA, so it is refused. */
export function requireAdmin(credentials: Credentials): MiddlewareHandler {
  return async (c, next) => {
    const caller = identifyCaller(c.req.header('Authorization'), credentials);
    if (caller === 'admin') return next();
    if (caller === 'storefront') return fail(c, 403, 'This endpoint needs the admin credential');
    return unauthorized(c, caller);
  };
}
