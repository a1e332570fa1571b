import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount, ensureFirstOwner } from '../../server/features/staff/accounts';
import { hashPassword, verifyPassword } from '../../server/features/staff/passwords';
import { ADMIN_CREDENTIAL, adminAuth, basic, createTestServer, databaseKind, json, type TestServer } from './harness';
import { cookieOf, signIn, studioAs } from './studio-client';
import { z } from 'zod';
import { apiTokenCreatedSchema, apiTokenPaths, apiTokenSchema, staffListSchema, staffPaths, totpPaths, totpSetupSchema } from '../../schemas/api/staff';
import { studioSessionSchema } from '../../schemas/api/studio';
import { errorBodySchema } from '../../schemas/api/envelope';
import { createApp } from '../../server/app';
import { base32Decode, hotp, totpStep } from '../../server/features/staff/totp';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

const staffRows = () => t.db.selectFrom('staff_accounts').select(['login', 'role', 'password_hash', 'disabled', 'last_sign_in_at']).orderBy('id').execute();

describe(`staff accounts (${databaseKind})`, () => {
  it('hashes passwords with scrypt and a salt of their own; the same password never hashes alike', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterz', a)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('creates the first owner from ADMIN_USER / ADMIN_PASSWORD once, and never again', async () => {
    expect((await t.app.request('/api/admin/ui-configurations', { headers: adminAuth })).status).toBe(200);
    const [owner, ...others] = await staffRows();
    expect(others).toEqual([]);
    expect(owner).toMatchObject({ login: ADMIN_CREDENTIAL.user, role: 'owner', disabled: false });
    expect(owner?.password_hash).not.toContain(ADMIN_CREDENTIAL.password);
    // Another instance starting together, or a later start with another password, changes nothing.
    await Promise.all([ensureFirstOwner(t.db, { user: 'someone-else', password: 'another-pass' }), ensureFirstOwner(t.db, ADMIN_CREDENTIAL)]);
    expect((await staffRows()).map((r) => r.login)).toEqual([ADMIN_CREDENTIAL.user]);
    expect((await t.app.request('/api/admin/ui-configurations', { headers: { Authorization: basic('someone-else', 'another-pass') } })).status).toBe(401);
  });

  it('signs staff in by e-mail in any case, records the sign-in and names the account in the audit log', async () => {
    const staff = await createStaffAccount(t.db, { login: 'Priya@Shop.Test', display_name: 'Priya Nair', password: 'priya-password-1', role: 'merchandiser' });
    expect(staff.login).toBe('priya@shop.test');
    const res = await signIn(t.app, { user: ' PRIYA@shop.test ', password: 'priya-password-1' });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('staff_accounts').select('last_sign_in_at').where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(row.last_sign_in_at).not.toBeNull();
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'action', 'staff_id']).where('action', '=', 'sign-in').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor: 'priya@shop.test', action: 'sign-in', staff_id: staff.id });
  });

  it('ends a disabled account’s sessions and credentials at once', async () => {
    const staff = await createStaffAccount(t.db, { login: 'ravi@shop.test', display_name: 'Ravi', password: 'ravi-password-1', role: 'catalogue' });
    const cookie = cookieOf(await signIn(t.app, { user: 'ravi@shop.test', password: 'ravi-password-1' }));
    const session = () => t.app.request('/api/admin/studio/session', { headers: { Cookie: cookie } });
    const api = () => t.app.request('/api/admin/ui-configurations', { headers: { Authorization: basic('ravi@shop.test', 'ravi-password-1') } });
    expect((await session()).status).toBe(200);
    expect((await api()).status).toBe(200);
    // What the owner's "Disable" does to the row; any instance reads it on the next request.
    await t.db.updateTable('staff_accounts').set({ disabled: true }).where('id', '=', staff.id).execute();
    expect((await session()).status).toBe(401);
    expect((await api()).status).toBe(401);
    expect((await signIn(t.app, { user: 'ravi@shop.test', password: 'ravi-password-1' })).status).toBe(403);
  });

  it('takes a changed password at once, though the old one had verified before', async () => {
    await createStaffAccount(t.db, { login: 'asha@shop.test', display_name: 'Asha', password: 'asha-password-1', role: 'viewer' });
    const old = basic('asha@shop.test', 'asha-password-1');
    expect((await t.app.request('/api/admin/ui-configurations', { headers: { Authorization: old } })).status).toBe(200);
    await t.db.updateTable('staff_accounts').set({ password_hash: await hashPassword('asha-password-2') }).where('login', '=', 'asha@shop.test').execute();
    expect((await t.app.request('/api/admin/ui-configurations', { headers: { Authorization: old } })).status).toBe(401);
    expect((await t.app.request('/api/admin/ui-configurations', { headers: { Authorization: basic('asha@shop.test', 'asha-password-2') } })).status).toBe(200);
  });
});

describe(`the owner's staff desk (${databaseKind})`, () => {
  const owner = async () => studioAs(t.app, cookieOf(await signIn(t.app)));
  const inviteLink = (to: string) => {
    const mail = t.outbox.latestTo(to);
    return /\?invite=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  const accept = (token: string, password: string) =>
    t.app.request(`/api/${staffPaths.accept}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, password }) });

  it('invites by e-mail through the mailer; the link sets a password once and the account signs in with its role', async () => {
    const studio = await owner();
    const res = await studio.call('POST', staffPaths.invitations, { email: 'Meera@Shop.Test', display_name: 'Meera Iyer', role: 'catalogue' });
    expect(res.status).toBe(200);
    const token = inviteLink('meera@shop.test');
    expect(token).toHaveLength(43);
    const list = staffListSchema.parse(z.object({ data: z.unknown() }).parse(await json(await studio.call('GET', staffPaths.list))).data);
    expect(list.invitations.map((i) => [i.login, i.role, i.invited_by])).toContainEqual(['meera@shop.test', 'catalogue', 'Shop owner']);
    // The token itself is never stored.
    expect(await t.db.selectFrom('staff_invitations').select('token_hash').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined();

    expect((await accept(token, 'short')).status).toBe(400);
    const [first, second] = await Promise.all([accept(token, 'meera-password-1'), accept(token, 'meera-password-2')]);
    expect([first.status, second.status].sort()).toEqual([200, 410]);
    const session = await signIn(t.app, { user: 'meera@shop.test', password: first.status === 200 ? 'meera-password-1' : 'meera-password-2' });
    expect(session.status).toBe(200);
    expect(z.object({ data: z.object({ role: z.string() }) }).parse(await json(session)).data.role).toBe('catalogue');
    expect((await studio.call('POST', staffPaths.invitations, { email: 'meera@shop.test', display_name: 'Meera', role: 'viewer' })).status).toBe(409);
  });

  it('refuses a bad invitation with field messages and sends nothing', async () => {
    const studio = await owner();
    const before = t.outbox.messages().length;
    const res = await studio.call('POST', staffPaths.invitations, { email: 'not-an-email', display_name: ' ', role: 'emperor' });
    expect(res.status).toBe(400);
    const fields = z.object({ problems: z.array(z.object({ field: z.string() })) }).parse(await json(res)).problems.map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'display_name', 'role']));
    expect(t.outbox.messages().length).toBe(before);
  });

  it('keeps no invitation when its e-mail cannot be sent, and says so with 503', async () => {
    const studio = await owner();
    const send = t.outbox.send;
    t.outbox.send = () => Promise.reject(new Error('SMTP connection refused'));
    try {
      const res = await studio.call('POST', staffPaths.invitations, { email: 'nisha@shop.test', display_name: 'Nisha Rao', role: 'support' });
      expect(res.status).toBe(503);
      expect(z.object({ message: z.string() }).parse(await json(res)).message).toBe('The invitation e-mail to nisha@shop.test could not be sent, so no invitation was kept. Try again in a moment.');
    } finally {
      t.outbox.send = send;
    }
    expect(await t.db.selectFrom('staff_invitations').select('id').where('login', '=', 'nisha@shop.test').execute()).toEqual([]);
    // With mail working again the same invitation goes through.
    expect((await studio.call('POST', staffPaths.invitations, { email: 'nisha@shop.test', display_name: 'Nisha Rao', role: 'support' })).status).toBe(200);
  });

  it('changes a role and disables with an audit entry, but never leaves the shop without an enabled owner', async () => {
    const studio = await owner();
    const other = await createStaffAccount(t.db, { login: 'kiran@shop.test', display_name: 'Kiran', password: 'kiran-password-1', role: 'viewer' });
    const cookie = cookieOf(await signIn(t.app, { user: 'kiran@shop.test', password: 'kiran-password-1' }));
    expect((await studio.call('PATCH', staffPaths.member(other.id), { role: 'support' })).status).toBe(200);
    expect((await studio.call('PATCH', staffPaths.member(other.id), { disabled: true })).status).toBe(200);
    expect(await t.db.selectFrom('admin_sessions').select('staff_id').where('staff_id', '=', other.id).execute()).toEqual([]);
    expect((await t.app.request('/api/admin/studio/session', { headers: { Cookie: cookie } })).status).toBe(401);
    const summaries = await t.db.selectFrom('audit_log').select('summary').where('action', '=', 'change-staff').orderBy('id').execute();
    expect(summaries.map((s) => s.summary).slice(-2)).toEqual(['Kiran: role viewer → support', 'Kiran: disabled']);

    const me = await t.db.selectFrom('staff_accounts').select('id').where('login', '=', ADMIN_CREDENTIAL.user).executeTakeFirstOrThrow();
    expect((await studio.call('PATCH', staffPaths.member(me.id), { disabled: true })).status).toBe(409);
    // A second owner cannot demote the only other one either when that would leave none enabled.
    const second = await createStaffAccount(t.db, { login: 'second-owner@shop.test', display_name: 'Second', password: 'second-password-1', role: 'owner' });
    const secondStudio = studioAs(t.app, cookieOf(await signIn(t.app, { user: 'second-owner@shop.test', password: 'second-password-1' })));
    await t.db.updateTable('staff_accounts').set({ disabled: true }).where('role', '=', 'owner').where('id', 'not in', [me.id, second.id]).execute();
    expect((await studio.call('PATCH', staffPaths.member(second.id), { role: 'viewer' })).status).toBe(200);
    expect((await secondStudio.call('GET', staffPaths.list)).status).toBe(403);
  });
});

describe(`API tokens (${databaseKind})`, () => {
  it('acts with its owner’s role, is shown once, stored hashed, and stops at once when revoked or the owner is disabled', async () => {
    const staff = await createStaffAccount(t.db, { login: 'sync@shop.test', display_name: 'Warehouse sync', password: 'sync-password-1', role: 'support' });
    const studio = studioAs(t.app, cookieOf(await signIn(t.app, { user: 'sync@shop.test', password: 'sync-password-1' })));
    expect((await studio.call('POST', apiTokenPaths.list, { name: ' ' })).status).toBe(400);
    const made = apiTokenCreatedSchema.parse(z.object({ data: z.unknown() }).parse(await json(await studio.call('POST', apiTokenPaths.list, { name: 'Order export' }))).data);
    expect(made.secret).toMatch(/^vt_[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(await t.db.selectFrom('staff_api_tokens').selectAll().execute())).not.toContain(made.secret);
    const listed = z.object({ data: z.array(apiTokenSchema) }).parse(await json(await studio.call('GET', apiTokenPaths.list))).data;
    expect(listed.map((tk) => tk.name)).toEqual(['Order export']);
    expect(JSON.stringify(listed)).not.toContain(made.secret);

    const bearer = { Authorization: `Bearer ${made.secret}` };
    // support may read orders (no read route yet) but not publish layouts: the token has exactly that role.
    expect((await t.app.request('/api/admin/ui-configurations', { method: 'PUT', headers: { ...bearer, 'Content-Type': 'application/json' }, body: '[]' })).status).toBe(403);
    expect((await t.app.request('/api/admin/configuration', { headers: bearer })).status).toBe(200);
    const used = await t.db.selectFrom('staff_api_tokens').select('last_used_at').where('id', '=', made.token.id).executeTakeFirstOrThrow();
    expect(used.last_used_at).not.toBeNull();
    // Tokens are for the API, never the studio's cookie routes.
    expect((await t.app.request(`/api/${apiTokenPaths.list}`, { headers: bearer })).status).toBe(401);

    await t.db.updateTable('staff_accounts').set({ disabled: true }).where('id', '=', staff.id).execute();
    expect((await t.app.request('/api/admin/configuration', { headers: bearer })).status).toBe(401);
    await t.db.updateTable('staff_accounts').set({ disabled: false }).where('id', '=', staff.id).execute();
    const studioAgain = studioAs(t.app, cookieOf(await signIn(t.app, { user: 'sync@shop.test', password: 'sync-password-1' })));
    expect((await studioAgain.call('DELETE', apiTokenPaths.token(made.token.id))).status).toBe(200);
    expect((await t.app.request('/api/admin/configuration', { headers: bearer })).status).toBe(401);
    expect((await studioAgain.call('DELETE', apiTokenPaths.token(made.token.id))).status).toBe(404);
    const actions = await t.db.selectFrom('audit_log').select('summary').where('staff_id', '=', staff.id).where('action', 'in', ['create-api-token', 'revoke-api-token']).orderBy('id').execute();
    expect(actions.map((a) => a.summary)).toEqual(['Made the API token "Order export"', 'Revoked the API token "Order export"']);
  });
});

describe(`two-step sign-in (${databaseKind})`, () => {
  const codeFor = (secret: string, offsetSteps = 0) => hotp(base32Decode(secret), totpStep() + offsetSteps);
  const sessionOf = async (res: Response) => studioSessionSchema.parse(z.object({ data: z.unknown() }).parse(await json(res)).data);

  it('sets up with a scanned secret confirmed by a code, then asks for a code at every sign-in and never takes one twice', async () => {
    await createStaffAccount(t.db, { login: 'dev@shop.test', display_name: 'Dev', password: 'dev-password-12', role: 'merchandiser' });
    const studio = studioAs(t.app, cookieOf(await signIn(t.app, { user: 'dev@shop.test', password: 'dev-password-12' })));
    const setup = totpSetupSchema.parse(z.object({ data: z.unknown() }).parse(await json(await studio.call('POST', totpPaths.setup, {}))).data);
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/[^:]+:dev%40shop\.test\?secret=[A-Z2-7]{32}&issuer=/);
    expect((await studio.call('POST', totpPaths.confirm, { code: '000000' === codeFor(setup.secret) ? '111111' : '000000' })).status).toBe(422);
    // Not on until confirmed: the password alone still signs in.
    expect((await signIn(t.app, { user: 'dev@shop.test', password: 'dev-password-12' })).status).toBe(200);
    expect((await studio.call('POST', totpPaths.confirm, { code: codeFor(setup.secret) })).status).toBe(200);

    const noCode = await signIn(t.app, { user: 'dev@shop.test', password: 'dev-password-12' });
    expect(noCode.status).toBe(401);
    expect(z.object({ problems: z.array(z.object({ field: z.string() })) }).parse(await json(noCode)).problems[0]?.field).toBe('code');
    const code = codeFor(setup.secret, 1);
    const good = await t.app.request('/api/admin/studio/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: 'dev@shop.test', password: 'dev-password-12', code }) });
    expect(good.status).toBe(200);
    expect((await sessionOf(good)).two_factor).toBe(true);
    const replay = await t.app.request('/api/admin/studio/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: 'dev@shop.test', password: 'dev-password-12', code }) });
    expect(replay.status).toBe(401);
    // With a second step, a password alone does not open the API either: scripts use a token.
    expect((await t.app.request('/api/admin/ui-configurations', { headers: { Authorization: basic('dev@shop.test', 'dev-password-12') } })).status).toBe(401);
  });

  it('keeps a live shop’s owner to setting it up before anything else', async () => {
    const live = createApp({ db: t.db, config: { ...t.config, production: true } });
    const res = await signIn(live);
    expect(res.status).toBe(200);
    const session = await sessionOf(res);
    expect(session).toMatchObject({ role: 'owner', two_factor: false, two_factor_required: true });
    const cookie = cookieOf(res);
    // The production cookie is Secure; the test sends it by hand.
    const blocked = await live.request('/api/admin/studio/configs', { headers: { Cookie: cookie } });
    expect(blocked.status).toBe(403);
    expect(errorBodySchema.parse(await json(blocked)).message).toMatch(/two-step sign-in/);
    expect((await live.request(`/api/${totpPaths.setup}`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(200);
  });
});
