import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { errorBodySchema } from '../../schemas/api/envelope';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../schemas/api/staff';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { ADMIN_ROUTE_ACCESS, routeKey, type RouteAccess } from '../../server/features/staff/route-permissions';
import { basic, createTestServer, databaseKind, json, STOREFRONT_CREDENTIAL, type TestServer } from './harness';
import { concretePath, registeredRoutes } from './fuzz/route-table';
import { cookieOf, signIn } from './studio-client';

let t: TestServer;
const passwordOf = (role: StaffRole) => `${role}-password-123`;
const loginOf = (role: StaffRole) => `${role}@staff.test`;

beforeAll(async () => {
  t = await createTestServer();
  // The owner comes from ADMIN_USER / ADMIN_PASSWORD on the first admin call; one account per other role.
  for (const role of STAFF_ROLES) {
    if (role !== 'owner') await createStaffAccount(t.db, { login: loginOf(role), display_name: `${role} tester`, password: passwordOf(role), role });
  }
  await createStaffAccount(t.db, { login: loginOf('owner'), display_name: 'Second owner', password: passwordOf('owner'), role: 'owner' });
});
afterAll(async () => {
  await t.close();
});

/** Every admin route the server registers, as METHOD /path (middleware and wildcards aside). */
const adminRoutes = () => registeredRoutes(t.app, '/api/admin');

function allows(role: StaffRole, access: RouteAccess): boolean {
  if (access === 'anyone' || access === 'signed-in' || access === 'storefront-or-staff') return true;
  return ROLE_PERMISSIONS[role].includes(access);
}

/** Every table's rows, as one text per table: equal before and after means nothing was written. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const row = await sql<{ digest: string | null }>`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.table(table_name)} x`.execute(t.db);
    out[table_name] = row.rows[0]?.digest ?? '';
  }
  return out;
}

interface Caller {
  basic: string;
  /** The studio session's cookie: the studio's routes take nothing else. */
  cookie: string;
}

async function callerFor(role: StaffRole): Promise<Caller> {
  const res = await signIn(t.app, { user: loginOf(role), password: passwordOf(role) });
  expect(res.status).toBe(200);
  return { basic: basic(loginOf(role), passwordOf(role)), cookie: cookieOf(res) };
}

const call = (method: string, path: string, who: Caller | string) => {
  const studio = path.startsWith('/api/admin/studio/');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (typeof who === 'string') headers.Authorization = who;
  else if (studio) headers.Cookie = who.cookie;
  else headers.Authorization = who.basic;
  return t.app.request(concretePath(path), { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
};

describe(`staff roles on every admin route (${databaseKind})`, () => {
  it('has a permission entry for every admin route the server registers, and no entry without a route', () => {
    const routes = adminRoutes().map((r) => routeKey(r.method, r.path));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((k) => !(k in ADMIN_ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_ACCESS).filter((k) => !routes.includes(k))).toEqual([]);
  });

  it('gives the owner every permission and the viewer only reads', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    expect(ROLE_PERMISSIONS.viewer.every((p) => p.endsWith('.read'))).toBe(true);
  });

  for (const role of STAFF_ROLES) {
    it(`${role}: refused routes answer 403 with a message and change nothing; allowed ones reach validation`, async () => {
      const auth = await callerFor(role);
      const routes = adminRoutes();
      const refused = routes.filter((r) => !allows(role, ADMIN_ROUTE_ACCESS[routeKey(r.method, r.path)] ?? 'staff.manage'));
      // Signing out comes last: the other studio calls need the session.
      const allowed = routes.filter((r) => !refused.includes(r)).sort((a, b) => Number(a.method === 'DELETE' && a.path.endsWith('/session')) - Number(b.method === 'DELETE' && b.path.endsWith('/session')));

      const before = await fingerprint();
      for (const r of refused) {
        const res = await call(r.method, r.path, auth);
        expect(res.status, `${role} ${r.method} ${r.path}`).toBe(403);
        expect(errorBodySchema.parse(await json(res)).message).toMatch(/role \(.+\) does not allow this/);
      }
      expect(await fingerprint()).toEqual(before);

      for (const r of allowed) {
        const res = await call(r.method, r.path, auth);
        expect(res.status, `${role} ${r.method} ${r.path}`).not.toBe(401);
        expect(res.status, `${role} ${r.method} ${r.path}`).not.toBe(403);
        expect(res.status, `${role} ${r.method} ${r.path}`).toBeLessThan(500);
      }
      // Allowed calls sign out (DELETE session) among others: last, after the refusals were checked.
      if (role === 'owner') expect(refused).toEqual([]);
      // A viewer writes nothing of the shop's: only its own session and API tokens.
      if (role === 'viewer') expect(allowed.filter((r) => r.method !== 'GET' && !['anyone', 'signed-in'].includes(ADMIN_ROUTE_ACCESS[routeKey(r.method, r.path)] ?? ''))).toEqual([]);
    });
  }

  it('refuses a wrong password, an unknown name and the storefront credential on a staff route, changing nothing', async () => {
    const before = await fingerprint();
    const path = '/api/admin/ui-configurations/website-page/home';
    expect((await call('PUT', path, basic(loginOf('merchandiser'), 'wrong-password'))).status).toBe(401);
    expect((await call('PUT', path, basic('nobody@staff.test', 'whatever-123'))).status).toBe(401);
    const storefront = await call('PUT', path, basic(STOREFRONT_CREDENTIAL.user, STOREFRONT_CREDENTIAL.password));
    expect(storefront.status).toBe(403);
    expect(await fingerprint()).toEqual(before);
    // The one admin path the spec gives the storefront still answers it.
    expect((await call('GET', '/api/admin/configuration', basic(STOREFRONT_CREDENTIAL.user, STOREFRONT_CREDENTIAL.password))).status).toBe(200);
  });
});
