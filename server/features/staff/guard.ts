import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Kysely } from 'kysely';
import { roleAllows } from '../../../schemas/api/staff';
import type { Database } from '../../db/types';
import { basicCredential, credentialMatches, type Credential, type Credentials } from '../../http/auth';
import { fail } from '../../http/respond';
import { staffOfSession, studioToken } from './sessions';
import { ensureFirstOwner, findStaffByLogin, type StaffPrincipal, type StaffRow } from './accounts';
import { verifyPassword } from './passwords';
import { staffOfToken } from './api-tokens';
import { ADMIN_ROUTE_ACCESS, routeKey, type RouteAccess } from './route-permissions';

const principals = new WeakMap<Context, StaffPrincipal>();

/** The member of staff the guard let through; only admin handlers, behind it, call this. */
export function staffOf(c: Context): StaffPrincipal {
  const staff = principals.get(c);
  if (!staff) throw new Error(`${c.req.method} ${c.req.path} ran without the staff guard`);
  return staff;
}

/** How the audit log and versions name them: the sign-in, which is unique (audit rows also keep the account's id). */
export function actorName(staff: Pick<StaffPrincipal, 'login'>, via: 'studio' | 'API' = 'studio'): string {
  return `${staff.login}${via === 'API' ? ' (API)' : ''}`;
}

/** Owners must use two-step sign-in in production: until they set it up, only that and signing out are open to them. */
export function twoFactorRequired(staff: StaffPrincipal, production: boolean): boolean {
  return production && staff.role === 'owner' && !staff.two_factor;
}

const OPEN_BEFORE_TWO_FACTOR = new Set(['GET /api/admin/studio/session', 'POST /api/admin/studio/staff/totp', 'POST /api/admin/studio/staff/totp/confirm']);

/**
 * scrypt takes tens of milliseconds on purpose, too slow for every call a
 * script makes. A credential that verified once is remembered by its digest
 * with the hash it verified against: a changed password (another hash) or a
 * disabled account (read on every request) still takes effect at once.
 */
const verified = new Map<string, string>();
const VERIFIED_KEPT = 1000;

async function passwordMatches(row: StaffRow, login: string, password: string): Promise<boolean> {
  const digest = createHash('sha256').update(`${login}\u0000${password}`, 'utf8').digest('base64');
  if (verified.get(digest) === row.password_hash) return true;
  if (!(await verifyPassword(password, row.password_hash))) return false;
  if (verified.size >= VERIFIED_KEPT) verified.clear();
  verified.set(digest, row.password_hash);
  return true;
}

type Identified = { staff: StaffPrincipal } | { storefront: true } | { refused: 401 | 403; message: string };

async function identify(db: Kysely<Database>, c: Context, storefront: Credential): Promise<Identified> {
  const token = studioToken(c);
  if (token) {
    const staff = await staffOfSession(db, token);
    if (staff) return { staff };
  }
  // The studio's routes take its cookie session only; HTTP basic is for scripts on the rest of the admin API.
  if (c.req.path.startsWith('/api/admin/studio/')) return { refused: 401, message: 'Sign in to the studio' };
  const header = c.req.header('Authorization');
  if (!header) return { refused: 401, message: 'Authentication required' };
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer) {
    const staff = await staffOfToken(db, bearer);
    return staff ? { staff } : { refused: 401, message: 'This API token is not valid, or was revoked' };
  }
  const credential = basicCredential(header);
  if (!credential) return { refused: 401, message: 'Invalid credentials' };
  if (credentialMatches(credential, storefront)) return { storefront: true };
  const row = await findStaffByLogin(db, credential.user);
  // A missing account still costs a verification, so timing does not tell which names exist.
  const ok = row ? await passwordMatches(row, credential.user, credential.password) : await verifyPassword(credential.password, DUMMY_HASH);
  if (!row || !ok) return { refused: 401, message: 'Invalid credentials' };
  if (row.disabled) return { refused: 401, message: 'This staff account is disabled' };
  // A password alone would skip the second step: accounts that have one use an API token for scripts.
  if (row.two_factor) return { refused: 401, message: 'This account has two-step sign-in: use an API token for scripts' };
  return { staff: { id: row.id, login: row.login, display_name: row.display_name, role: row.role, two_factor: row.two_factor } };
}

// A valid hash of a random password: verifying against it takes as long as a real one.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The route this request will run, as registered (the guard itself is a wildcard). */
function accessOf(c: Context): { key: string; access: RouteAccess | undefined } | null {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && r.path.startsWith('/api/admin'));
  if (!route) return null;
  const key = routeKey(method, route.path);
  return { key, access: ADMIN_ROUTE_ACCESS[key] };
}

/**
 * Every /api/admin route: who is calling (a studio session; elsewhere a staff
 * API token or HTTP basic with a staff sign-in) and whether their role holds the permission the
 * route needs (route-permissions.ts). A route without an entry is refused.
 */
export function staffGuard(db: Kysely<Database>, credentials: Credentials, options: { production: boolean } = { production: false }): MiddlewareHandler {
  let ownerReady: Promise<void> | undefined;
  return async (c, next) => {
    const route = accessOf(c);
    // No admin route answers this path: the API's 404 does.
    if (!route) return next();
    // Before anything, even signing in: the shop's first start has its owner from ADMIN_USER / ADMIN_PASSWORD.
    ownerReady ??= ensureFirstOwner(db, credentials.admin).catch((error: unknown) => {
      ownerReady = undefined;
      throw error;
    });
    await ownerReady;
    if (route.access === 'anyone') return next();
    const who = await identify(db, c, credentials.storefront);
    if ('refused' in who) return fail(c, who.refused, who.message);
    // The storefront's credential ships inside the SPA: it reads what the spec gives it, never more.
    if ('storefront' in who) return route.access === 'storefront-or-staff' ? next() : fail(c, 403, 'This endpoint needs a staff account');
    if (route.access === undefined) return fail(c, 403, `${route.key} has no permission entry, so nobody may call it`);
    if (twoFactorRequired(who.staff, options.production) && !OPEN_BEFORE_TWO_FACTOR.has(route.key)) {
      return fail(c, 403, 'Set up two-step sign-in first: owners need it on a live shop');
    }
    if (route.access !== 'signed-in' && route.access !== 'storefront-or-staff' && !roleAllows(who.staff.role, route.access)) {
      return fail(c, 403, `Your role (${who.staff.role}) does not allow this: it needs the ${route.access} permission`);
    }
    principals.set(c, who.staff);
    return next();
  };
}
