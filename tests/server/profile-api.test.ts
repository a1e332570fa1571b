/**
 * The profile: a phone sign-up is asked once for a name and e-mail (answered
 * or skipped, never again, on any device), and PUT website/user/profile edits
 * the signed-in shopper's own names and contact e-mail, one address per
 * account. Real server, real database, real Auth emulator.
 */
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../schemas/api/envelope';
import { accountSchema, identityPaths, type Account } from '../../schemas/api/identity';
import { PROFILE_MESSAGES, profilePaths } from '../../schemas/api/profile';
import { NOT_YOUR_ACCOUNT } from '../../server/http/identity';
import { signInWithPhone, signUpWithPassword } from './auth-emulator-client';
import { expectRefused, formBody, type Fields } from './cart-client';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { newPhone, startSession, type Session } from './session-client';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

function call(session: Session | null, method: 'PUT' | 'POST', path: string, fields: Fields): Promise<Response> {
  const app = new Hono();
  app.all('*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    if (session) headers.set('Cookie', session.cookie);
    return t.app.fetch(new Request(c.req.raw, { headers }));
  });
  return Promise.resolve(app.request(`/api/${path}`, { method, headers: storefrontAuth, body: formBody(fields) }));
}

async function account(res: Response): Promise<{ account: Account; message: string }> {
  const body = envelopeSchema(accountSchema).parse(await json(res));
  expect(res.status).toBe(200);
  return { account: body.data, message: body.message };
}

/** Signs in with the token, then reads the account as the storefront keeps it. */
async function signInAccount(idToken: string): Promise<{ session: Session; account: Account }> {
  const session = await startSession(t.app, idToken);
  const me = await t.app.request(`/api/${identityPaths.me}`, { headers: { ...storefrontAuth, Cookie: session.cookie } });
  return { session, account: (await account(me)).account };
}

const stored = (id: number) => t.db.selectFrom('users').select(['fname', 'lname', 'email', 'asks_profile']).where('id', '=', id).executeTakeFirstOrThrow();

describe(`profile (${databaseKind})`, () => {
  it('asks a new phone account once; the answer saves names and e-mail, and the next sign-in does not ask again', async () => {
    const phone = newPhone();
    const first = await signInAccount((await signInWithPhone(phone)).idToken);
    expect(first.account).toMatchObject({ fname: '', lname: '', email: '', asks_profile: true });

    const saved = await account(
      await call(first.session, 'PUT', profilePaths.update, { user_id: first.account.id, fname: ' Ravi ', lname: 'Menon', email: ' Ravi.Menon@Example.IN ' }),
    );
    expect(saved.message).toBe(PROFILE_MESSAGES.saved);
    expect(saved.account).toMatchObject({ fname: 'Ravi', lname: 'Menon', email: 'ravi.menon@example.in', asks_profile: false });

    const again = await signInAccount((await signInWithPhone(phone)).idToken);
    expect(again.account).toMatchObject({ id: first.account.id, fname: 'Ravi', email: 'ravi.menon@example.in', asks_profile: false });
  });

  it('remembers "Skip for now" on the account, so another device is not asked either', async () => {
    const phone = newPhone();
    const first = await signInAccount((await signInWithPhone(phone)).idToken);
    const skipped = await account(await call(first.session, 'POST', profilePaths.skip, { user_id: first.account.id }));
    expect(skipped.message).toBe(PROFILE_MESSAGES.skipped);
    expect(skipped.account).toMatchObject({ fname: '', asks_profile: false });

    const otherDevice = await signInAccount((await signInWithPhone(phone)).idToken);
    expect(otherDevice.account.asks_profile).toBe(false);
  });

  it('checks the e-mail: its shape, and that no other account uses it, whatever its capitals', async () => {
    const taken = await signInAccount((await signInWithPhone(newPhone())).idToken);
    await account(await call(taken.session, 'PUT', profilePaths.update, { user_id: taken.account.id, fname: 'Vikram', email: 'vikram@example.in' }));
    const asha = await signInAccount((await signInWithPhone(newPhone())).idToken);
    const id = asha.account.id;

    await expectRefused(await call(asha.session, 'PUT', profilePaths.update, { user_id: id, fname: 'Asha', email: 'asha@example' }), 400, `email: ${PROFILE_MESSAGES.emailFormat}`);
    await expectRefused(await call(asha.session, 'PUT', profilePaths.update, { user_id: id, fname: 'Asha', email: 'Vikram@Example.in' }), 409, PROFILE_MESSAGES.emailTaken);
    // Nothing of a refused save is kept, and the question is still owed.
    expect(await stored(id)).toEqual({ fname: '', lname: '', email: null, asks_profile: true });

    await account(await call(asha.session, 'PUT', profilePaths.update, { user_id: id, fname: 'Asha', email: 'asha@example.in' }));
    // The same address again, and a save without the field, keep it.
    await account(await call(asha.session, 'PUT', profilePaths.update, { user_id: id, fname: 'Asha', lname: 'Rao', email: 'ASHA@example.in' }));
    await account(await call(asha.session, 'PUT', profilePaths.update, { user_id: id, fname: 'Asha', lname: 'Rao' }));
    expect(await stored(id)).toEqual({ fname: 'Asha', lname: 'Rao', email: 'asha@example.in', asks_profile: false });
    // Blank removes it: a phone account's e-mail is only for contact.
    const cleared = await account(await call(asha.session, 'PUT', profilePaths.update, { user_id: id, fname: 'Asha', lname: 'Rao', email: '' }));
    expect(cleared.account.email).toBe('');
    expect((await stored(id)).email).toBeNull();
  });

  it('keeps the sign-in e-mail of a password account', async () => {
    const email = `pw-${randomInt(1e9)}@example.in`;
    const meera = await signInAccount((await signUpWithPassword(email, 'Secret123')).idToken);
    const id = meera.account.id;
    await expectRefused(await call(meera.session, 'PUT', profilePaths.update, { user_id: id, fname: 'Meera', email: 'new@example.in' }), 422, PROFILE_MESSAGES.emailIsSignIn);
    const same = await account(await call(meera.session, 'PUT', profilePaths.update, { user_id: id, fname: 'Meera', lname: 'Iyer', email }));
    expect(same.account).toMatchObject({ fname: 'Meera', lname: 'Iyer', email });
  });

  it("changes only the signed-in shopper's own profile", async () => {
    const asha = await signInAccount((await signInWithPhone(newPhone())).idToken);
    const other = await signInAccount((await signInWithPhone(newPhone())).idToken);
    const victim = other.account.id;
    await expectRefused(await call(asha.session, 'PUT', profilePaths.update, { user_id: victim, fname: 'Hacked', email: 'x@example.in' }), 403, NOT_YOUR_ACCOUNT);
    await expectRefused(await call(asha.session, 'POST', profilePaths.skip, { user_id: victim }), 403, NOT_YOUR_ACCOUNT);
    await expectRefused(await call(null, 'PUT', profilePaths.update, { user_id: victim, fname: 'Hacked' }), 401, /sign in/);
    await expectRefused(await call(null, 'POST', profilePaths.skip, { user_id: victim }), 401, /sign in/);
    expect(await stored(victim)).toEqual({ fname: '', lname: '', email: null, asks_profile: true });
  });
});
