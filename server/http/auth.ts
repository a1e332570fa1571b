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
  /** The first owner's sign-in (ADMIN_USER / ADMIN_PASSWORD); staff accounts guard the admin API (server/features/staff). */
  admin: Credential;
}

type Caller = 'storefront' | 'admin' | 'anonymous' | 'invalid';

/** Hashing first gives equal lengths, so timingSafeEqual leaks neither content nor length. */
function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function credentialMatches(given: Credential, expected: Credential): boolean {
  // Both comparisons always run, so timing does not tell which half was wrong.
  const user = safeEqual(given.user, expected.user);
  const password = safeEqual(given.password, expected.password);
  return user && password;
}

/** The user and password of an HTTP basic Authorization header, or null when it is not one. */
export function basicCredential(header: string): Credential | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function identifyCaller(header: string | undefined, credentials: Credentials): Caller {
  if (!header) return 'anonymous';
  const given = basicCredential(header);
  if (!given) return 'invalid';
  const isAdmin = credentialMatches(given, credentials.admin);
  const isStorefront = credentialMatches(given, credentials.storefront);
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
