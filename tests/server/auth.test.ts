import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../schemas/api/envelope';
import { identifyCaller } from '../../server/http/auth';
import { adminAuth, basic, createTestServer, databaseKind, json, storefrontAuth, STOREFRONT_CREDENTIAL, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

const READ_PATHS = [
  '/api/website/ui-configurations',
  '/api/website/ui-configurations/website-page/home',
  '/api/website/app-ui-configurations/website-page/menu',
  '/api/admin/configuration',
  '/api/website/business-details',
  '/api/website/theme-config',
  '/api/website/push-notification',
];

async function expectRefused(res: Response, status: number, pattern: RegExp) {
  expect(res.status).toBe(status);
  // A WWW-Authenticate: Basic header would make the browser pop its own login dialog.
  expect(res.headers.get('www-authenticate')).toBeNull();
  const body = errorBodySchema.parse(await json(res));
  expect(body.status).toBe(false);
  expect(body.error).toMatch(pattern);
  expect(body.message).toBe(body.error);
}

describe(`authentication (${databaseKind})`, () => {
  it.each(READ_PATHS)('%s needs the storefront credential', async (path) => {
    await expectRefused(await t.app.request(path), 401, /Authentication required/);
    await expectRefused(await t.app.request(path, { headers: { Authorization: basic(STOREFRONT_CREDENTIAL.user, 'wrong') } }), 401, /Invalid credentials/);
    expect((await t.app.request(path, { headers: storefrontAuth })).status).toBe(200);
  });

  it('refuses malformed Authorization headers with 401', async () => {
    for (const value of ['Bearer abc', 'Basic', 'Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
      const res = await t.app.request('/api/website/theme-config', { headers: { Authorization: value } });
      expect(res.status, value).toBe(401);
    }
  });

  const ADMIN_CALLS: [string, string][] = [
    ['GET', '/api/admin/ui-configurations'],
    ['PUT', '/api/admin/ui-configurations'],
    ['GET', '/api/admin/ui-configurations/website-page/menu'],
    ['PUT', '/api/admin/ui-configurations/website-page/home'],
    ['PUT', '/api/admin/configuration'],
    ['PUT', '/api/admin/theme-config'],
    ['PUT', '/api/admin/business-details'],
  ];

  it.each(ADMIN_CALLS)('%s %s refuses anonymous and storefront callers', async (method, path) => {
    const body = method === 'PUT' ? '[]' : undefined;
    await expectRefused(await t.app.request(path, { method, body }), 401, /Authentication required/);
    await expectRefused(await t.app.request(path, { method, body, headers: storefrontAuth }), 403, /needs a staff account/);
    await expectRefused(await t.app.request(path, { method, body, headers: { Authorization: basic('merchant', 'guess') } }), 401, /Invalid/);
  });

  it('answers the health check without a credential, and nothing else', async () => {
    expect((await t.app.request('/api/health')).status).toBe(200);
    expect((await t.app.request('/api/website/theme-config')).status).toBe(401);
  });

  it('lets the admin credential read admin layouts', async () => {
    expect((await t.app.request('/api/admin/ui-configurations', { headers: adminAuth })).status).toBe(200);
  });

  it('identifies callers by exact user and password', () => {
    const creds = { storefront: { user: 'sf', password: 'k:ey' }, admin: { user: 'ad', password: 'pw' } };
    expect(identifyCaller(basic('sf', 'k:ey'), creds)).toBe('storefront');
    expect(identifyCaller(basic('ad', 'pw'), creds)).toBe('admin');
    expect(identifyCaller(basic('ad', 'k:ey'), creds)).toBe('invalid');
    expect(identifyCaller(basic('sf', 'k:e'), creds)).toBe('invalid');
    expect(identifyCaller(basic('SF', 'k:ey'), creds)).toBe('invalid');
    expect(identifyCaller(undefined, creds)).toBe('anonymous');
  });
});
