import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { identityPaths, type EmailCodePurpose } from '../../schemas/api/identity';
import type { Database } from '../../server/db/types';
import { writeSetting } from '../../server/features/config/settings';
import { CODE_MESSAGES, consumeVerifiedCode, issueCode, verifyCode } from '../../server/features/identity/email-codes';
import { EMAIL_ROUTE_MESSAGES as M, emailCodeRoutes } from '../../server/features/identity/email-routes';
import { firebaseIdentityProvider } from '../../server/features/identity/firebase-provider';
import { IdentityError, type IdentityProvider } from '../../server/features/identity/provider';
import { createSession } from '../../server/features/identity/sessions';
import { upsertUser } from '../../server/features/identity/users';
import { outboxMailer, type OutboxMailer } from '../../server/mail/outbox-mailer';
import { ADMIN_CREDENTIAL, createTestDatabase, databaseKind, STOREFRONT_CREDENTIAL, storefrontAuth, type TestDatabase } from './harness';

const BRAND = 'Circuit Bazaar';
const credentials = { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL };

/** An in-memory identity service: the code logic is the subject here, not Firebase (see the emulator block below). */
class FakeIdentity implements IdentityProvider {
  accounts = new Map<string, { uid: string; password: string }>();
  revoked: string[] = [];
  down = false;

  private check(): void {
    if (this.down) throw new IdentityError('unavailable', 'Sign-in is unavailable right now. Please try again in a minute.');
  }
  async verifyIdToken(): Promise<never> {
    throw new IdentityError('invalid-token', 'not used here');
  }
  async findUidByEmail(email: string) {
    this.check();
    return this.accounts.get(email)?.uid ?? null;
  }
  async createPasswordUser({ email, password }: { email: string; password: string }) {
    this.check();
    if (this.accounts.has(email)) throw new IdentityError('email-exists', 'An account with this e-mail already exists. Log in instead.');
    const uid = `uid-${randomUUID()}`;
    this.accounts.set(email, { uid, password });
    return uid;
  }
  async setPassword(uid: string, password: string) {
    this.check();
    for (const [email, account] of this.accounts) if (account.uid === uid) this.accounts.set(email, { uid, password });
  }
  async accountStatus() {
    this.check();
    return { disabled: false, validSince: null };
  }
  async revokeRefreshTokens(uid: string) {
    this.check();
    this.revoked.push(uid);
  }
}

const bodySchema = z.object({ status: z.boolean(), message: z.string(), data: z.unknown().optional() });

interface Answer {
  status: number;
  text: string;
  body: z.infer<typeof bodySchema>;
}

async function post(app: Hono, path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await app.request(`/api/${path}`, { method: 'POST', headers: { ...storefrontAuth, ...headers }, body: new URLSearchParams(fields) });
  const text = await res.text();
  return { status: res.status, text, body: bodySchema.parse(JSON.parse(text)) };
}

function newEmail(): string {
  return `shopper-${randomUUID().slice(0, 8)}@example.in`;
}

function codeIn(outbox: OutboxMailer, email: string): string {
  const mail = outbox.latestTo(email);
  const code = mail && /\b(\d{6})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

function mailsTo(outbox: OutboxMailer, email: string): number {
  return outbox.messages().filter((m) => m.to === email).length;
}

/** Moves an address's codes back in time, as if the shopper had waited. */
async function age(db: Kysely<Database>, email: string, seconds: number): Promise<void> {
  await sql`update email_codes set created_at = created_at - make_interval(secs => ${seconds}) where email = ${email}`.execute(db);
}

const signUpFields = (email: string, code: string, extra: Record<string, string> = {}) => ({
  fname: 'Asha',
  lname: 'Rao',
  mobile: '9876543210',
  email,
  password: 'sunrise2024',
  referral: '',
  code,
  ...extra,
});

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await writeSetting(db, 'theme', { brand_name: BRAND, theme_color: '#0b5fff', favicon: '/media/favicon.svg' });
});
afterAll(async () => {
  await database.close();
});

function buildApp(provider: IdentityProvider, outbox: OutboxMailer, trustProxy = false): Hono {
  return new Hono().route('/api', emailCodeRoutes({ db, credentials, provider, mailer: outbox, production: false, trustProxy }));
}

describe(`e-mail codes over HTTP with a stand-in identity service (${databaseKind})`, () => {
  let provider: FakeIdentity;
  let outbox: OutboxMailer;
  let app: Hono;

  beforeEach(async () => {
    // Every request without a socket counts as IP 'unknown': a clean table keeps the per-IP limit out of other tests.
    await db.deleteFrom('email_codes').execute();
    provider = new FakeIdentity();
    outbox = outboxMailer({ from: 'shop@example.in', log: false });
    app = buildApp(provider, outbox);
  });

  async function signUpCode(email: string): Promise<string> {
    const sent = await post(app, identityPaths.signUpCode, { email });
    expect(sent.status).toBe(200);
    return codeIn(outbox, email);
  }

  async function verifiedSignUpCode(email: string): Promise<string> {
    const code = await signUpCode(email);
    expect((await post(app, identityPaths.verifyCode, { email, code, purpose: 'sign-up' })).status).toBe(200);
    return code;
  }

  it('e-mails a sign-up code and never puts it in a response or the database', async () => {
    const email = newEmail();
    const sent = await post(app, identityPaths.signUpCode, { email: `  ${email.toUpperCase()} ` });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: true, message: 'OTP sent successfully', data: null });

    const mail = outbox.latestTo(email);
    const code = codeIn(outbox, email);
    expect(mail?.subject).toBe(`${code} is your ${BRAND} sign-up code`);
    expect(mail?.text).toContain(`Your ${BRAND} sign-up code is ${code}. It expires in 10 minutes.`);
    expect(sent.text).not.toContain(code);

    const rows = await db.selectFrom('email_codes').selectAll().where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    const ttl = rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime();
    expect(ttl).toBe(10 * 60_000);

    const verified = await post(app, identityPaths.verifyCode, { email, code, purpose: 'sign-up' });
    expect(verified.body).toEqual({ status: true, message: 'Code verified', data: null });
    expect(verified.text).not.toContain(code);
  });

  it('e-mails the code in the language of the page that asked (locale), English when none is sent', async () => {
    const email = newEmail();
    expect((await post(app, identityPaths.signUpCode, { email, locale: 'hi-IN' })).status).toBe(200);
    const code = codeIn(outbox, email);
    const mail = outbox.latestTo(email);
    expect(mail?.subject).toBe(`${code} आपका ${BRAND} साइन-अप कोड है`);
    expect(mail?.text).toBe(`आपका ${BRAND} साइन-अप कोड ${code} है। यह 10 मिनट में खत्म हो जाएगा।\n\nअगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा करें।`);

    const known = newEmail();
    provider.accounts.set(known, { uid: `uid-${randomUUID()}`, password: 'old-password-1' });
    expect((await post(app, identityPaths.resetCode, { email: known, locale: 'hi-IN' })).status).toBe(200);
    expect(outbox.latestTo(known)?.subject).toMatch(new RegExp(`^\\d{6} आपका ${BRAND} पासवर्ड रीसेट कोड है$`));

    const english = newEmail();
    expect((await post(app, identityPaths.resetCode, { email: english })).status).toBe(200);
    expect((await post(app, identityPaths.signUpCode, { email: english, locale: 'en-IN' })).status).toBe(200);
    const englishCode = codeIn(outbox, english);
    expect(outbox.latestTo(english)?.text).toBe(`Your ${BRAND} sign-up code is ${englishCode}. It expires in 10 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.`);
  });

  it("answers and refuses in the page's language (Accept-Language), the spec's English without it", async () => {
    const hindi = { 'Accept-Language': 'hi-IN' };
    const email = newEmail();
    const sent = await post(app, identityPaths.signUpCode, { email, locale: 'hi-IN' }, hindi);
    expect(sent.body).toMatchObject({ status: true, message: 'OTP सफलतापूर्वक भेजा गया' });
    const again = await post(app, identityPaths.signUpCode, { email, locale: 'hi-IN' }, hindi);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^दूसरा कोड मँगाने से पहले \d+ सेकंड रुकें$/);
    const wrong = await post(app, identityPaths.verifyCode, { email, code: codeIn(outbox, email) === '000000' ? '111111' : '000000', purpose: 'sign-up' }, hindi);
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({ status: 422, message: 'यह कोड सही नहीं है। 4 कोशिशें बाकी हैं।' });
    const verified = await post(app, identityPaths.verifyCode, { email, code: codeIn(outbox, email), purpose: 'sign-up' }, hindi);
    expect(verified.body.message).toBe('कोड सत्यापित हो गया');
    // The same calls in English keep the spec's words.
    const english = newEmail();
    expect((await post(app, identityPaths.signUpCode, { email: english })).body.message).toBe(M.codeSent);
    expect(M.codeSent).toBe('OTP sent successfully');
    expect((await post(app, identityPaths.verifyCode, { email: english, code: codeIn(outbox, english) === '000000' ? '111111' : '000000', purpose: 'sign-up' })).body.message).toBe('That code is not right. 4 tries left.');
  });

  it('refuses a locale the shop does not speak, and sends nothing', async () => {
    const email = newEmail();
    const sent = await post(app, identityPaths.signUpCode, { email, locale: 'fr-FR' });
    expect(sent.status).toBe(400);
    expect(sent.body.message).toContain('locale');
    expect(outbox.latestTo(email)).toBeUndefined();
  });

  it('refuses a wrong code, counting down the tries, and accepts the right one after', async () => {
    const email = newEmail();
    const code = await signUpCode(email);
    const wrong = await post(app, identityPaths.verifyCode, { email, code: otherCode(code), purpose: 'sign-up' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('That code is not right. 4 tries left.');
    expect(wrong.text).not.toContain(code);
    // A code for the other purpose is not this one.
    const otherPurpose = await post(app, identityPaths.verifyCode, { email, code, purpose: 'reset' });
    expect(otherPurpose.body.message).toBe('Ask for a code first.');

    expect((await post(app, identityPaths.verifyCode, { email, code, purpose: 'sign-up' })).status).toBe(200);
    // Verifying again is harmless.
    expect((await post(app, identityPaths.verifyCode, { email, code, purpose: 'sign-up' })).status).toBe(200);
  });

  it('asks for a code first when none was sent', async () => {
    const answer = await post(app, identityPaths.verifyCode, { email: newEmail(), code: '123456', purpose: 'sign-up' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Ask for a code first.');
  });

  it('refuses an expired code, even the right one', async () => {
    const email = newEmail();
    const code = await signUpCode(email);
    await db.updateTable('email_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('email', '=', email).execute();
    const answer = await post(app, identityPaths.verifyCode, { email, code, purpose: 'sign-up' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('This code has expired. Ask for a new code.');
  });

  it('allows five tries per code: the sixth is refused even with the right code', async () => {
    const email = newEmail();
    const code = await signUpCode(email);
    const wrong = otherCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await post(app, identityPaths.verifyCode, { email, code: wrong, purpose: 'sign-up' })).body.message);
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'Too many wrong tries. Ask for a new code.',
    ]);
    const sixth = await post(app, identityPaths.verifyCode, { email, code, purpose: 'sign-up' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many wrong tries. Ask for a new code.');
    // The refused right code cannot create an account either.
    const register = await post(app, identityPaths.register, signUpFields(email, code));
    expect(register.status).toBe(422);
    expect(register.body.message).toBe(M.verifyFirst);
  });

  it('counts parallel wrong guesses exactly: never more than five', async () => {
    const email = newEmail();
    const code = await signUpCode(email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => post(app, identityPaths.verifyCode, { email, code: guess, purpose: 'sign-up' })));
    expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(8);
    const row = await db.selectFrom('email_codes').select('attempts').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await post(app, identityPaths.verifyCode, { email, code, purpose: 'sign-up' })).status).toBe(429);
  });

  it('accepts only the newest code', async () => {
    const email = newEmail();
    const first = await signUpCode(email);
    await age(db, email, 31);
    const second = await signUpCode(email);
    expect(mailsTo(outbox, email)).toBe(2);
    if (first !== second) {
      const old = await post(app, identityPaths.verifyCode, { email, code: first, purpose: 'sign-up' });
      expect(old.status).toBe(422);
      expect(old.body.message).toBe('That code is not right. 4 tries left.');
    }
    expect((await post(app, identityPaths.verifyCode, { email, code: second, purpose: 'sign-up' })).status).toBe(200);
  });

  it('an earlier verified code stops working once a new one is sent', async () => {
    const email = newEmail();
    const first = await verifiedSignUpCode(email);
    await age(db, email, 31);
    await signUpCode(email);
    expect(await consumeVerifiedCode(db, { email, purpose: 'sign-up', code: first })).toBe(false);
  });

  it('sends one code per address per 30 seconds', async () => {
    const email = newEmail();
    await signUpCode(email);
    const again = await post(app, identityPaths.signUpCode, { email });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait (29|30) seconds before asking for another code$/);
    expect(mailsTo(outbox, email)).toBe(1);
    // The limit is per purpose: a reset code for the same address is still allowed.
    expect((await post(app, identityPaths.resetCode, { email })).status).toBe(200);

    await age(db, email, 31);
    expect((await post(app, identityPaths.signUpCode, { email })).status).toBe(200);
    expect(mailsTo(outbox, email)).toBe(2);
  });

  it('sends at most five codes per address an hour', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await post(app, identityPaths.signUpCode, { email })).status).toBe(200);
      await age(db, email, 31);
    }
    const sixth = await post(app, identityPaths.signUpCode, { email });
    expect(sixth.status).toBe(429);
    // The oldest of the five was sent 155 s ago: it leaves the hour in 57.4 minutes.
    expect(sixth.body.message).toBe('Too many codes requested for this e-mail. Try again in 58 minutes.');
    expect(mailsTo(outbox, email)).toBe(5);
    // The same limits guard the forgot-password code, with the same messages.
    const other = newEmail();
    await post(app, identityPaths.resetCode, { email: other });
    expect((await post(app, identityPaths.resetCode, { email: other })).body.message).toMatch(/^Please wait \d+ seconds/);
  });

  it('sends at most twenty codes per network an hour, reading the client from X-Forwarded-For behind a proxy', async () => {
    const proxied = buildApp(provider, outbox, true);
    const from = (ip: string) => ({ 'X-Forwarded-For': `${ip}, 10.0.0.1` });
    for (let i = 0; i < 20; i++) expect((await post(proxied, identityPaths.signUpCode, { email: newEmail() }, from('203.0.113.7'))).status).toBe(200);
    const email = newEmail();
    const refused = await post(proxied, identityPaths.signUpCode, { email }, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests from your network. Try again later.');
    expect(mailsTo(outbox, email)).toBe(0);
    expect((await post(proxied, identityPaths.signUpCode, { email }, from('198.51.100.2'))).status).toBe(200);

    // Not behind a trusted proxy, the header is the client's own word and is ignored.
    const direct = newEmail();
    expect((await post(app, identityPaths.signUpCode, { email: direct }, from('203.0.113.7'))).status).toBe(200);
    const row = await db.selectFrom('email_codes').select('ip').where('email', '=', direct).executeTakeFirstOrThrow();
    expect(row.ip).toBe('unknown');
  });

  it('refuses a sign-up code for an address that already has an account', async () => {
    const shopUser = newEmail();
    await upsertUser(db, { firebaseUid: `uid-${randomUUID()}`, email: shopUser, mobile: null, fname: 'A', lname: 'B', hasPassword: false, referredBy: null });
    const firebaseOnly = newEmail();
    provider.accounts.set(firebaseOnly, { uid: 'uid-f', password: 'x' });
    for (const email of [shopUser, firebaseOnly]) {
      const answer = await post(app, identityPaths.signUpCode, { email });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('An account with this e-mail already exists. Log in instead.');
      expect(mailsTo(outbox, email)).toBe(0);
    }
  });

  it('answers forgot-password the same for unknown addresses, and e-mails only real accounts', async () => {
    const known = newEmail();
    provider.accounts.set(known, { uid: 'uid-known', password: 'old-pass-1' });
    const shopUser = newEmail();
    await upsertUser(db, { firebaseUid: `uid-${randomUUID()}`, email: shopUser, mobile: null, fname: 'A', lname: 'B', hasPassword: true, referredBy: null });
    const unknown = newEmail();

    const answers = await Promise.all([known, shopUser, unknown].map((email) => post(app, identityPaths.resetCode, { email })));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: true, message: 'If an account uses this e-mail, we have sent it a 6-digit code.', data: null });
    }
    expect(outbox.latestTo(known)?.subject).toMatch(new RegExp(`^\\d{6} is your ${BRAND} password reset code$`));
    expect(mailsTo(outbox, shopUser)).toBe(1);
    expect(mailsTo(outbox, unknown)).toBe(0);
    expect(answers[0]!.text).not.toContain(codeIn(outbox, known));
    // Asking again is limited the same way for both, so the limit tells nothing either.
    const again = await Promise.all([known, unknown].map((email) => post(app, identityPaths.resetCode, { email })));
    expect(again.map((a) => a.status)).toEqual([429, 429]);
  });

  it('registers with a verified code: the identity account and the shop user, once', async () => {
    const email = newEmail();
    const code = await verifiedSignUpCode(email);
    const answer = await post(app, identityPaths.register, signUpFields(email, code));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Account created');
    expect(answer.body.data).toMatchObject({ fname: 'Asha', lname: 'Rao', email, mobile: '9876543210', providers: ['password'] });
    expect(answer.text).not.toContain(code);
    expect(provider.accounts.get(email)?.password).toBe('sunrise2024');
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ firebase_uid: provider.accounts.get(email)?.uid, has_password: true, fname: 'Asha', lname: 'Rao' });

    // With the account gone again, the same code still cannot make another.
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    provider.accounts.delete(email);
    const twice = await post(app, identityPaths.register, signUpFields(email, code));
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('Verify your e-mail with the code we sent first.');
    expect(provider.accounts.has(email)).toBe(false);
  });

  it('refuses to register with a code that was sent but not verified', async () => {
    const email = newEmail();
    const code = await signUpCode(email);
    const answer = await post(app, identityPaths.register, signUpFields(email, code));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Verify your e-mail with the code we sent first.');
    expect(provider.accounts.has(email)).toBe(false);
    expect(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('checks the referral code: unknown refused, a real one recorded', async () => {
    const referrer = await upsertUser(db, {
      firebaseUid: `uid-${randomUUID()}`,
      email: newEmail(),
      mobile: null,
      fname: 'R',
      lname: 'R',
      hasPassword: true,
      referredBy: null,
    });
    const email = newEmail();
    const code = await verifiedSignUpCode(email);
    const bad = await post(app, identityPaths.register, signUpFields(email, code, { referral: 'NOPE1234' }));
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('This referral code is not valid');
    // The refused attempt did not use the code up.
    const good = await post(app, identityPaths.register, signUpFields(email, code, { referral: referrer.account.referral_code.toLowerCase() }));
    expect(good.status).toBe(200);
    const user = await db.selectFrom('users').select('referred_by').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.referred_by).toBe(referrer.account.id);
  });

  it('answers 409 when the identity service already has the address, and keeps the code', async () => {
    const email = newEmail();
    const code = await verifiedSignUpCode(email);
    provider.accounts.set(email, { uid: 'uid-elsewhere', password: 'x' });
    const answer = await post(app, identityPaths.register, signUpFields(email, code));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('An account with this e-mail already exists. Log in instead.');
    expect(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect(await consumeVerifiedCode(db, { email, purpose: 'sign-up', code })).toBe(true);
  });

  it('answers 503 while the identity service is down, and the code works once it is back', async () => {
    const email = newEmail();
    const code = await verifiedSignUpCode(email);
    provider.down = true;
    const down = await post(app, identityPaths.register, signUpFields(email, code));
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('Sign-in is unavailable right now. Please try again in a minute.');
    expect((await post(app, identityPaths.signUpCode, { email: newEmail() })).status).toBe(503);
    provider.down = false;
    expect((await post(app, identityPaths.register, signUpFields(email, code))).status).toBe(200);
  });

  it('resets a password with a verified code only, and signs every device out', async () => {
    const email = newEmail();
    const uid = `uid-${randomUUID()}`;
    provider.accounts.set(email, { uid, password: 'old-pass-1' });
    const { account } = await upsertUser(db, { firebaseUid: uid, email, mobile: null, fname: 'A', lname: 'B', hasPassword: true, referredBy: null });
    const other = await upsertUser(db, { firebaseUid: `uid-${randomUUID()}`, email: newEmail(), mobile: null, fname: 'C', lname: 'D', hasPassword: true, referredBy: null });
    await createSession(db, account.id, 'phone');
    await createSession(db, account.id, 'laptop');
    await createSession(db, other.account.id, 'elsewhere');

    await post(app, identityPaths.resetCode, { email });
    const code = codeIn(outbox, email);
    const unverified = await post(app, identityPaths.resetPassword, { email, code, password: 'new-pass-2' });
    expect(unverified.status).toBe(422);
    expect(unverified.body.message).toBe('Verify your e-mail with the code we sent first.');
    expect(provider.accounts.get(email)?.password).toBe('old-pass-1');

    expect((await post(app, identityPaths.verifyCode, { email, code, purpose: 'reset' })).status).toBe(200);
    const reset = await post(app, identityPaths.resetPassword, { email, code, password: 'new-pass-2' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ status: true, message: 'Password changed. Log in with your new password.', data: null });
    expect(provider.accounts.get(email)?.password).toBe('new-pass-2');
    expect(provider.revoked).toEqual([uid]);
    const sessions = await db.selectFrom('user_sessions').select('user_id').execute();
    expect(sessions.map((s) => s.user_id)).toEqual([other.account.id]);

    const again = await post(app, identityPaths.resetPassword, { email, code, password: 'new-pass-3' });
    expect(again.status).toBe(422);
    expect(provider.accounts.get(email)?.password).toBe('new-pass-2');
  });

  it('a sign-up code does not reset a password', async () => {
    const email = newEmail();
    const code = await verifiedSignUpCode(email);
    provider.accounts.set(email, { uid: 'uid-x', password: 'old-pass-1' });
    const answer = await post(app, identityPaths.resetPassword, { email, code, password: 'new-pass-2' });
    expect(answer.status).toBe(422);
    expect(provider.accounts.get(email)?.password).toBe('old-pass-1');
  });

  it('refuses bad forms with 400 naming the field', async () => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      [identityPaths.signUpCode, {}, /^email is required$/],
      [identityPaths.signUpCode, { email: 'not-an-address' }, /^email: Enter a valid e-mail address$/],
      [identityPaths.resetCode, { email: '' }, /^email: Email is required/],
      [identityPaths.verifyCode, { email: newEmail(), code: '12ab56', purpose: 'sign-up' }, /^code: Enter the 6-digit code$/],
      [identityPaths.verifyCode, { email: newEmail(), code: '123456', purpose: 'login' }, /^purpose: /],
      [identityPaths.register, signUpFields(newEmail(), '123456', { password: 'short1' }), /^password: Password must be at least 8 characters$/],
      [identityPaths.register, signUpFields(newEmail(), '123456', { mobile: '12345' }), /^mobile: Invalid mobile number format!$/],
      [identityPaths.register, signUpFields(newEmail(), '123456', { referral: 'a!' }), /^referral: /],
      [identityPaths.resetPassword, { email: newEmail(), code: '123456' }, /^password is required$/],
    ];
    for (const [path, fields, message] of cases) {
      const answer = await post(app, path, fields);
      expect(answer.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(await db.selectFrom('email_codes').select('id').execute()).toEqual([]);
  });

  it('needs the storefront credential on every call', async () => {
    for (const path of [identityPaths.signUpCode, identityPaths.resetCode, identityPaths.verifyCode, identityPaths.register, identityPaths.resetPassword]) {
      const res = await app.request(`/api/${path}`, { method: 'POST', body: new URLSearchParams({ email: newEmail() }) });
      expect(res.status).toBe(401);
    }
    expect(outbox.messages()).toEqual([]);
  });
});

describe(`e-mail code rules with a clock (${databaseKind})`, () => {
  beforeEach(async () => {
    await db.deleteFrom('email_codes').execute();
  });
  const t0 = new Date('2030-01-01T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const issue = (email: string, ms: number, ip = '192.0.2.1', purpose: EmailCodePurpose = 'sign-up') => issueCode(db, { email, purpose, ip, now: at(ms) });

  it('tells how many seconds to wait, and sends again after 30 seconds', async () => {
    const email = newEmail();
    expect((await issue(email, 0)).ok).toBe(true);
    expect(await issue(email, 10_000)).toEqual({ ok: false, status: 429, message: CODE_MESSAGES.wait(20) });
    expect(await issue(email, 29_500)).toEqual({ ok: false, status: 429, message: 'Please wait 1 second before asking for another code' });
    expect((await issue(email, 30_000)).ok).toBe(true);
  });

  it('tells how many minutes until the hourly limit frees a code', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await issue(email, i * 60_000)).ok).toBe(true);
    expect(await issue(email, 5 * 60_000)).toEqual({ ok: false, status: 429, message: CODE_MESSAGES.addressHourly(55) });
    expect(await issue(email, 59 * 60_000 + 30_000)).toEqual({
      ok: false,
      status: 429,
      message: 'Too many codes requested for this e-mail. Try again in 1 minute.',
    });
    // An hour after the first, one more fits.
    expect((await issue(email, 60 * 60_000 + 1)).ok).toBe(true);
  });

  it('limits a network to twenty codes an hour over all addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await issue(newEmail(), i * 1000, '192.0.2.9')).ok).toBe(true);
    expect(await issue(newEmail(), 20_000, '192.0.2.9')).toEqual({ ok: false, status: 429, message: CODE_MESSAGES.network });
    expect((await issue(newEmail(), 20_000, '192.0.2.10')).ok).toBe(true);
    expect((await issue(newEmail(), 60 * 60_000 + 1, '192.0.2.9')).ok).toBe(true);
  });

  it('expires a code after 10 minutes', async () => {
    const email = newEmail();
    const issued = await issue(email, 0);
    if (!issued.ok) throw new Error(issued.message);
    const check = (ms: number) => verifyCode(db, { email, purpose: 'sign-up', code: issued.code, now: at(ms) });
    expect(await check(10 * 60_000)).toEqual({ ok: false, status: 422, message: CODE_MESSAGES.expired });
    expect(await check(10 * 60_000 - 1)).toEqual({ ok: true });
    expect(await consumeVerifiedCode(db, { email, purpose: 'sign-up', code: issued.code, now: at(10 * 60_000) })).toBe(false);
    expect(await consumeVerifiedCode(db, { email, purpose: 'sign-up', code: issued.code, now: at(60_000) })).toBe(true);
    expect(await consumeVerifiedCode(db, { email, purpose: 'sign-up', code: issued.code, now: at(60_000) })).toBe(false);
  });

  it('gives a different code each time, six digits', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const issued = await issue(newEmail(), i, `192.0.2.${50 + i}`);
      if (!issued.ok) throw new Error(issued.message);
      expect(issued.code).toMatch(/^\d{6}$/);
      codes.add(issued.code);
    }
    expect(codes.size).toBeGreaterThan(6);
  });
});

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

describe.skipIf(!emulatorHost)(`sign-up and password reset against the Firebase Auth emulator (${databaseKind})`, () => {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-vitrine';
  let outbox: OutboxMailer;
  let app: Hono;

  beforeAll(() => {
    outbox = outboxMailer({ from: 'shop@example.in', log: false });
    app = buildApp(firebaseIdentityProvider({ projectId, emulatorHost }), outbox, true);
  });

  // A network of this block's own, so the per-IP limit never mixes with the tests above.
  const from = { 'X-Forwarded-For': '198.18.0.1' };

  async function signIn(email: string, password: string): Promise<number> {
    const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    await res.body?.cancel();
    return res.status;
  }

  async function codeFor(path: string, email: string, purpose: EmailCodePurpose): Promise<string> {
    expect((await post(app, path, { email }, from)).status).toBe(200);
    const code = codeIn(outbox, email);
    expect((await post(app, identityPaths.verifyCode, { email, code, purpose }, from)).status).toBe(200);
    return code;
  }

  it('creates a Firebase account that signs in with the password, and refuses a second sign-up', async () => {
    const email = newEmail();
    const code = await codeFor(identityPaths.signUpCode, email, 'sign-up');
    const answer = await post(app, identityPaths.register, signUpFields(email, code), from);
    expect(answer.status).toBe(200);
    expect(await signIn(email, 'sunrise2024')).toBe(200);
    const user = await db.selectFrom('users').select(['firebase_uid', 'has_password']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.has_password).toBe(true);

    const again = await post(app, identityPaths.signUpCode, { email }, from);
    expect(again.status).toBe(409);
  });

  it('sets the new password: it signs in, the old one does not, and shop sessions end', async () => {
    const email = newEmail();
    const signUp = await codeFor(identityPaths.signUpCode, email, 'sign-up');
    const created = await post(app, identityPaths.register, signUpFields(email, signUp), from);
    const userId = z.object({ id: z.number() }).parse(created.body.data).id;
    await createSession(db, userId, 'phone');

    const code = await codeFor(identityPaths.resetCode, email, 'reset');
    const reset = await post(app, identityPaths.resetPassword, { email, code, password: 'moonrise2025' }, from);
    expect(reset.status).toBe(200);
    expect(await signIn(email, 'moonrise2025')).toBe(200);
    expect(await signIn(email, 'sunrise2024')).toBe(400);
    expect(await db.selectFrom('user_sessions').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('answers forgot-password for an address Firebase does not know without sending anything', async () => {
    const email = newEmail();
    const answer = await post(app, identityPaths.resetCode, { email }, from);
    expect(answer.body.message).toBe('If an account uses this e-mail, we have sent it a 6-digit code.');
    expect(mailsTo(outbox, email)).toBe(0);
  });
});
