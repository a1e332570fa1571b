import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { studioSessionSchema } from '../../schemas/api/studio';
import { PERMISSIONS } from '../../schemas/api/staff';
import { createApp } from '../../server/app';
import { errorBodySchema } from '../../schemas/api/envelope';
import { createTestServer, databaseKind, json, type TestServer } from './harness';
import { cookieOf, resetStudio, signIn, studioSession } from './studio-client';
import { z } from 'zod';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetStudio(t);
});

const errorMessage = async (res: Response) => errorBodySchema.parse(await json(res)).message;
const sessionEnvelope = z.object({ status: z.literal(true), data: z.object({ user: z.string() }) });
const auditRows = () => t.db.selectFrom('audit_log').select(['actor', 'action']).orderBy('id').execute();

describe(`studio sign-in (${databaseKind})`, () => {
  it('signs in as the first owner (ADMIN_USER / ADMIN_PASSWORD) and sets a strict, HttpOnly cookie scoped to the studio API', async () => {
    const res = await signIn(t.app);
    expect(res.status).toBe(200);
    expect(studioSessionSchema.parse(z.object({ data: z.unknown() }).parse(await json(res)).data)).toEqual({
      id: expect.any(Number),
      user: 'merchant',
      display_name: 'Shop owner',
      role: 'owner',
      permissions: [...PERMISSIONS],
      two_factor: false,
      two_factor_required: false,
    });
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^vitrine_studio=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\/api\/admin\/studio/);
    expect(header).not.toMatch(/Secure/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(header)?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 12 * 3600_000))).toBeLessThan(60_000);

    // Only the token's hash is stored.
    const token = cookieOf(res).split('=')[1] ?? '';
    const rows = await t.db.selectFrom('admin_sessions').select(['token_hash', 'admin']).execute();
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), admin: 'merchant' }]);

    const me = await t.app.request('/api/admin/studio/session', { headers: { Cookie: cookieOf(res) } });
    expect(sessionEnvelope.parse(await json(me)).data.user).toBe('merchant');
    expect(await auditRows()).toEqual([{ actor: 'merchant', action: 'sign-in' }]);
  });

  it('marks the cookie Secure in production', async () => {
    const app = createApp({ db: t.db, config: { ...t.config, production: true } });
    expect((await signIn(app)).headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('refuses a wrong password with 401 and logs the failure', async () => {
    const res = await signIn(t.app, { user: 'merchant', password: 'guess' });
    expect(res.status).toBe(401);
    expect(await errorMessage(res)).toBe('Wrong e-mail or password');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await auditRows()).toEqual([{ actor: 'merchant', action: 'sign-in-failed' }]);
    // A name that is no account's may be a mistyped password: it is not logged.
    await signIn(t.app, { user: 'test-admin-pass', password: 'x' });
    expect((await auditRows())[1]).toEqual({ actor: '(unknown user)', action: 'sign-in-failed' });
  });

  it('stops sign-ins for a while after 10 failures, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signIn(t.app, { user: 'merchant', password: `wrong-${i}` })).status).toBe(401);
    const blocked = await signIn(t.app);
    expect(blocked.status).toBe(429);
    expect(await errorMessage(blocked)).toMatch(/try again in 15 minutes/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await t.db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
  });

  it('answers 401 without a session, with a made-up cookie, and after signing out', async () => {
    for (const path of ['session', 'configs', 'configs/home', 'audit']) {
      const res = await t.app.request(`/api/admin/studio/${path}`);
      expect(res.status, path).toBe(401);
      expect(await errorMessage(res)).toBe('Sign in to the studio');
    }
    const fake = await t.app.request('/api/admin/studio/configs', { headers: { Cookie: `vitrine_studio=${'A'.repeat(43)}` } });
    expect(fake.status).toBe(401);

    const studio = await studioSession(t.app);
    expect((await studio.call('GET', 'admin/studio/configs')).status).toBe(200);
    const out = await studio.call('DELETE', 'admin/studio/session');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/vitrine_studio=;.*Max-Age=0/i);
    expect((await studio.call('GET', 'admin/studio/configs')).status).toBe(401);
    expect(await t.db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
    expect((await auditRows()).map((r) => r.action)).toEqual(['sign-in', 'sign-out']);
  });

  it('refuses writes that are not JSON with 415, signed in or not', async () => {
    const form = await t.app.request('/api/admin/studio/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'user=merchant&password=test-admin-pass',
    });
    expect(form.status).toBe(415);
    expect(await t.db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);

    const studio = await studioSession(t.app);
    const text = await t.app.request('/api/admin/studio/configs/home/draft', {
      method: 'PUT',
      headers: { Cookie: studio.cookie, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ document: [], revision: 0 }),
    });
    expect(text.status).toBe(415);
    expect(await t.db.selectFrom('config_drafts').selectAll().execute()).toEqual([]);
  });
});
