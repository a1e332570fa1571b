/**
 * Sessions against the real Firebase Auth emulator and the real server:
 * an ID token becomes a session cookie, the server knows the user from that
 * cookie alone, another user's id gets 403, and the guest cart joins the
 * account on sign-in.
 */
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPaths } from '../../schemas/api/cart';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { accountSchema, identityConfigSchema, identityPaths } from '../../schemas/api/identity';
import { wishlistPaths } from '../../schemas/api/wishlist';
import { createApp } from '../../server/app';
import { RECHECK_MS, SESSION_COOKIE } from '../../server/features/identity/sessions';
import { disableUser, signInWithPhone, signUpWithPassword } from './auth-emulator-client';
import { addToCart, expectLine, expectRefused, formBody, newSession, readCart, send, setQuantity } from './cart-client';
import { fx, insertFixtures } from './cart-fixtures';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { newPhone, startSession } from './session-client';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  await insertFixtures(t.db);
});
afterAll(async () => {
  await t.close();
});

/** The same server, as a browser holding this cookie. */
function as(cookie: string): Hono {
  const proxy = new Hono();
  proxy.all('*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set('Cookie', cookie);
    return t.app.fetch(new Request(c.req.raw, { headers }));
  });
  return proxy;
}

describe(`identity: sessions from Firebase ID tokens (${databaseKind})`, () => {
  it('serves the web configuration pointing the browser at the emulator', async () => {
    const res = await t.app.request(`/api/${identityPaths.config}`, { headers: storefrontAuth });
    const config = envelopeSchema(identityConfigSchema).parse(await json(res)).data;
    expect(config.project_id).toBe(t.config.identity.projectId);
    expect(config.emulator_url).toBe(`http://${t.config.identity.emulatorHost}`);
  });

  it('signs in by mobile code: creates the user once, sets an httpOnly Lax cookie, and /me knows who it is', async () => {
    const phone = newPhone();
    const first = await startSession(t.app, (await signInWithPhone(phone)).idToken);
    expect(first.isNew).toBe(true);
    expect(first.setCookie).toMatch(/HttpOnly/i);
    expect(first.setCookie).toMatch(/SameSite=Lax/i);
    expect(first.setCookie).toMatch(/Path=\//);
    expect(first.setCookie).not.toMatch(/Secure/i);

    const me = await as(first.cookie).request(`/api/${identityPaths.me}`, { headers: storefrontAuth });
    const account = envelopeSchema(accountSchema).parse(await json(me)).data;
    expect(account).toMatchObject({ id: first.userId, mobile: phone.slice(3), email: '', providers: ['phone'] });
    expect(account.referral_code).toMatch(/^[A-Z2-9]{8}$/);

    // The database holds a hash of the session token, never the token.
    const token = first.cookie.split('=')[1] ?? '';
    const stored = await t.db.selectFrom('user_sessions').select('token_hash').where('user_id', '=', first.userId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);

    const again = await startSession(t.app, (await signInWithPhone(phone)).idToken);
    expect([again.isNew, again.userId]).toEqual([false, first.userId]);
    expect(await t.db.selectFrom('users').select('id').where('mobile', '=', phone.slice(3)).execute()).toHaveLength(1);
  });

  it('signs in an e-mail and password account and marks it as having a password', async () => {
    const email = `pw-${randomInt(1e9)}@example.in`;
    const { idToken } = await signUpWithPassword(email, 'Secret123');
    const session = await startSession(t.app, idToken);
    const me = envelopeSchema(accountSchema).parse(await json(await as(session.cookie).request(`/api/${identityPaths.me}`, { headers: storefrontAuth })));
    expect(me.data).toMatchObject({ email, providers: ['password'] });
  });

  it('refuses a forged token with 401 and a disabled account with 403, creating no session', async () => {
    await expectRefused(await send(t.app, 'POST', identityPaths.session, { id_token: 'not-a-token' }), 401, /not valid|could not be verified/);
    const signedIn = await signInWithPhone(newPhone());
    await disableUser(signedIn.uid);
    await expectRefused(await send(t.app, 'POST', identityPaths.session, { id_token: signedIn.idToken }), 403, 'This account has been disabled. Contact customer support.');
    await expectRefused(await send(t.app, 'POST', identityPaths.session, {}), 400, /id_token/);
  });

  it('ends the session on sign-out: the cookie is cleared and the session row deleted', async () => {
    const session = await startSession(t.app, (await signInWithPhone(newPhone())).idToken);
    const out = await as(session.cookie).request(`/api/${identityPaths.logout}`, { method: 'POST', headers: storefrontAuth });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, 'i'));
    expect(await t.db.selectFrom('user_sessions').select('user_id').where('user_id', '=', session.userId).execute()).toEqual([]);

    // The old cookie no longer opens the account, and the answer tells the storefront to sign out.
    const res = await as(session.cookie).request(`/api/${wishlistPaths.items}?user_id=${session.userId}`, { headers: storefrontAuth });
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(await json(res)).code).toBe('sign-in-required');
  });

  it('treats an expired session as none', async () => {
    const session = await startSession(t.app, (await signInWithPhone(newPhone())).idToken);
    await t.db.updateTable('user_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', session.userId).execute();
    const res = await as(session.cookie).request(`/api/${identityPaths.me}`, { headers: storefrontAuth });
    expect(res.status).toBe(401);
  });

  it('ends the session of an account disabled after sign-in, once the session is due a check', async () => {
    const signedIn = await signInWithPhone(newPhone());
    const session = await startSession(t.app, signedIn.idToken);
    const wishlist = `/api/${wishlistPaths.items}?user_id=${session.userId}`;
    expect((await as(session.cookie).request(wishlist, { headers: storefrontAuth })).status).toBe(200);

    await disableUser(signedIn.uid);
    // Checked within the last ten minutes: the session still stands, without a call to the identity service.
    expect((await as(session.cookie).request(wishlist, { headers: storefrontAuth })).status).toBe(200);
    await t.db.updateTable('user_sessions').set({ checked_at: new Date(Date.now() - RECHECK_MS - 1000) }).where('user_id', '=', session.userId).execute();
    const res = await as(session.cookie).request(wishlist, { headers: storefrontAuth });
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(await json(res)).code).toBe('sign-in-required');
    expect(await t.db.selectFrom('user_sessions').select('user_id').where('user_id', '=', session.userId).execute()).toEqual([]);
  });

  it('keeps a session that is due a check when the account is fine, and records the check', async () => {
    const session = await startSession(t.app, (await signInWithPhone(newPhone())).idToken);
    const old = new Date(Date.now() - RECHECK_MS - 1000);
    await t.db.updateTable('user_sessions').set({ checked_at: old }).where('user_id', '=', session.userId).execute();
    expect((await as(session.cookie).request(`/api/${identityPaths.me}`, { headers: storefrontAuth })).status).toBe(200);
    const row = await t.db.selectFrom('user_sessions').select('checked_at').where('user_id', '=', session.userId).executeTakeFirstOrThrow();
    expect(new Date(row.checked_at).getTime()).toBeGreaterThan(old.getTime() + 1000);
  });

  it('marks the cookie Secure in production', async () => {
    const app = createApp({ db: t.db, config: { ...t.config, production: true } });
    const res = await app.request(`/api/${identityPaths.session}`, {
      method: 'POST',
      headers: storefrontAuth,
      body: formBody({ id_token: (await signInWithPhone(newPhone())).idToken }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    // And the development outbox does not exist there.
    expect((await app.request('/api/dev/outbox')).status).toBe(404);
  });
});

describe(`identity: every user-scoped call checks the session's user (${databaseKind})`, () => {
  it("answers 403 to another user's id on every cart and wishlist call, and changes nothing", async () => {
    const mallory = await startSession(t.app, (await signInWithPhone(newPhone())).idToken);
    const victim = await startSession(t.app, (await signInWithPhone(newPhone())).idToken);
    const victimApp = as(victim.cookie);
    const session = newSession();
    const { line } = await expectLine(await addToCart(victimApp, session, fx.laptop.id, { user_id: victim.userId, qty: 2 }), 'Added to cart');
    expect((await send(victimApp, 'POST', wishlistPaths.add, { user_id: victim.userId, product_id: fx.gpu.id })).status).toBe(200);

    const app = as(mallory.cookie);
    const other = { user_id: victim.userId, session_id: session };
    const forbidden = 'This belongs to another account';
    await expectRefused(await app.request(`/api/${cartPaths.items}?${new URLSearchParams({ user_id: String(victim.userId), session_id: session })}`, { headers: storefrontAuth }), 403, forbidden);
    await expectRefused(await addToCart(app, session, fx.cable.id, { user_id: victim.userId }), 403, forbidden);
    await expectRefused(await setQuantity(app, session, fx.laptop.id, 9, { user_id: victim.userId }), 403, forbidden);
    await expectRefused(await send(app, 'DELETE', cartPaths.deleteItem(line.id), other), 403, forbidden);
    await expectRefused(await send(app, 'DELETE', cartPaths.deleteAll, other), 403, forbidden);
    await expectRefused(await app.request(`/api/${wishlistPaths.items}?user_id=${victim.userId}`, { headers: storefrontAuth }), 403, forbidden);
    await expectRefused(await send(app, 'POST', wishlistPaths.add, { user_id: victim.userId, product_id: fx.phone.id }), 403, forbidden);
    await expectRefused(await send(app, 'DELETE', wishlistPaths.remove, { user_id: victim.userId, product_id: fx.gpu.id }), 403, forbidden);

    const cart = await readCart(victimApp, session, victim.userId);
    expect(cart.lines.map((l) => [l.product_id, l.qty])).toEqual([[fx.laptop.id, 2]]);
    const wishlist = await t.db.selectFrom('wishlist_items').select('product_id').where('user_id', '=', victim.userId).execute();
    expect(wishlist.map((w) => w.product_id)).toEqual([fx.gpu.id]);

    // Without any session the same calls are 401: sign in first.
    await expectRefused(await addToCart(t.app, session, fx.cable.id, { user_id: victim.userId }), 401, 'Please sign in to use your account cart');
  });
});

describe(`identity: the guest cart joins the account on sign-in (${databaseKind})`, () => {
  it('sums the same product and variant, caps by stock and limits, keeps the rest, and empties the guest cart', async () => {
    const phone = newPhone();
    // The account already holds 7 laptops and 1 cable from an earlier visit.
    const earlier = await startSession(t.app, (await signInWithPhone(phone)).idToken);
    const account = as(earlier.cookie);
    await expectLine(await addToCart(account, newSession(), fx.laptop.id, { user_id: earlier.userId, qty: 7 }), 'Added to cart');
    await expectLine(await addToCart(account, newSession(), fx.cable.id, { user_id: earlier.userId, qty: 1 }), 'Added to cart');

    // As a guest on another device: 5 laptops (7 + 5 passes the line cap of 10), 3 cables (stock 3), a phone variant.
    const guest = newSession();
    await expectLine(await addToCart(t.app, guest, fx.laptop.id, { qty: 5 }), 'Added to cart');
    await expectLine(await addToCart(t.app, guest, fx.cable.id, { qty: 3 }), 'Added to cart');
    await expectLine(await addToCart(t.app, guest, fx.phone.id, { qty: 2, size: JSON.stringify({ variant_id: 990_101, label: '8 GB / 128 GB' }) }), 'Added to cart');

    const signedIn = await startSession(t.app, (await signInWithPhone(phone)).idToken, guest);
    expect(signedIn.counts.cart_count).toBe(10 + 3 + 2);

    const cart = await readCart(as(signedIn.cookie), guest, signedIn.userId);
    expect(cart.lines.map((l) => [l.product_id, l.variant_label, l.qty]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [fx.laptop.id, '', 10],
      [fx.phone.id, '8 GB / 128 GB', 2],
      [fx.cable.id, '', 3],
    ]);
    expect((await readCart(t.app, guest)).lines).toEqual([]);
  });
});
