import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { identityPaths } from '../../schemas/api/identity';
import { log, redirectLogs } from '../../server/observability/logger';
import { maskSecrets } from '../../server/observability/mask';
import { signInWithPassword, signInWithPhone } from './auth-emulator-client';
import { formBody } from './cart-client';
import { addAddress, fillCart, insertCheckoutFixtures, P, PIN } from './checkout-fixtures';
import { basic, databaseKind, storefrontAuth } from './harness';
import { createObservedServer, placeThroughApp, type ObservedServer } from './observability-fixtures';
import { newPhone, startSession } from './session-client';

describe('maskSecrets', () => {
  it('masks phone numbers, cards, codes, tokens and addresses, and leaves ids, order numbers and times alone', () => {
    expect(maskSecrets('call +919876543210 or 98765 43210 or 09876543210')).toBe('call [phone …3210] or [phone …3210] or [phone …3210]');
    expect(maskSecrets('card 4111 1111 1111 1111 and 4000-0000-0000-0002')).toBe('card [card …1111] and [card …0002]');
    expect(maskSecrets('Your code is 482913. 482913 is your Circuit Bazaar sign-up code')).toBe('Your code is [code]. [code] is your Circuit Bazaar sign-up code');
    expect(maskSecrets('Authorization: Basic c3RvcmVmcm9udDpzZWNyZXQ=, then Bearer abc.def-ghi')).toBe('Authorization: Basic [redacted], then Bearer [redacted]');
    expect(maskSecrets('token eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMjMifQ.sig')).toBe('token [jwt]');
    expect(maskSecrets('?password=hunter2&page=2 {"id_token":"abc"} vitrine_session=s3cr3t; x')).toBe('?password=[redacted]&page=2 {"id_token":"[redacted]"} vitrine_session=[redacted]; x');
    expect(maskSecrets('mail to asha.rao@example.in failed')).toBe('mail to a***@example.in failed');
    const untouched = '{"time":"2026-11-24T10:15:30.123Z","order":"CB20261124-000123","order_id":123456,"req_id":"Zx9_-a81kLmQ","duration_ms":12.5,"pin":"411041"}';
    expect(maskSecrets(untouched)).toBe(untouched);
    // A long number that is not a card (Luhn) stays: amounts in paise, gateway ids.
    expect(maskSecrets('amount 12345678901234')).toBe('amount 12345678901234');
  });

  it('keeps a JSON line valid JSON', () => {
    const line = JSON.stringify({ msg: 'to +91 98765 43210 "quoted" code 123456', password: 'p"w', nested: { cookie: 'vitrine_session=abc' } });
    expect(() => JSON.parse(maskSecrets(line))).not.toThrow();
  });
});

let t: ObservedServer;
beforeAll(async () => {
  t = await createObservedServer();
  await insertCheckoutFixtures(t.db);
});
afterAll(async () => {
  await t.close();
});

const answerSchema = z.object({ status: z.boolean(), message: z.string() });

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = storefrontAuth): Promise<Response> {
  return Promise.resolve(t.app.request(`/api/${path}`, { method: 'POST', headers, body: formBody(fields) }));
}

describe(`what a run of the shop logs (${databaseKind})`, () => {
  it('holds no code, password, token, cookie or full phone number after sign-ins, a checkout and failures', async () => {
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line) => lines.push(line) });
    const level = log.level;
    log.level = 'debug';
    const secrets: Record<string, string> = {};
    try {
      // E-mail sign-up: the code travels by e-mail and back in a form, with the password and the mobile number.
      const email = `obs-${randomUUID().slice(0, 8)}@example.in`;
      const mobile = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
      const password = `Pw-${randomUUID().slice(0, 12)}`;
      expect((await post(identityPaths.signUpCode, { email })).status).toBe(200);
      const code = /\b(\d{6})\b/.exec(t.outbox.latestTo(email)?.subject ?? '')?.[1];
      if (!code) throw new Error('no sign-up code was e-mailed');
      expect((await post(identityPaths.verifyCode, { email, code, purpose: 'sign-up' })).status).toBe(200);
      const registered = await post(identityPaths.register, { fname: 'Asha', lname: 'Rao', mobile, email, password, referral: '', code });
      expect(answerSchema.parse(await registered.json()).status).toBe(true);
      const byPassword = await signInWithPassword(email, password);
      const emailSession = await startSession(t.app, byPassword.idToken);
      Object.assign(secrets, { code, password, mobile, idToken: byPassword.idToken, emailSession: emailSession.cookie.split('=')[1] ?? '' });

      // Mobile sign-in: the SMS code stays between the emulator and the browser; the ID token and the cookie come here.
      const phone = newPhone();
      const byPhone = await signInWithPhone(phone);
      const phoneSession = await startSession(t.app, byPhone.idToken);
      Object.assign(secrets, { phone, phoneDigits: phone.slice(3), phoneToken: byPhone.idToken, phoneSession: phoneSession.cookie.split('=')[1] ?? '' });

      // A checkout with that session.
      const shopper = { userId: phoneSession.userId, cookie: phoneSession.cookie };
      const addressId = await addAddress(t.db, shopper, PIN.local);
      await fillCart(t.db, shopper, [{ product: P.cable.id, qty: 1 }]);
      expect((await placeThroughApp(t.app, { shopper, addressId }, 'cod')).order_number).toMatch(/^CB/);

      // Failures: a wrong credential, a forged token, a wrong code, and a 500 with the password and phone in its form.
      const wrongPassword = `Wrong-${randomUUID().slice(0, 10)}`;
      secrets.wrongBasic = basic('storefront', wrongPassword).slice('Basic '.length);
      secrets.wrongPassword = wrongPassword;
      expect((await t.app.request('/api/website/theme-config', { headers: { Authorization: basic('storefront', wrongPassword) } })).status).toBe(401);
      expect((await post(identityPaths.session, { id_token: 'eyJhbGciOiJub25lIn0.eyJmb3JnZWQiOnRydWV9.' })).status).toBe(401);
      expect((await post(identityPaths.verifyCode, { email, code: '000000', purpose: 'sign-up' })).status).toBeGreaterThanOrEqual(400);
      await t.close();
      const failed = await post(identityPaths.register, { fname: 'Asha', lname: 'Rao', mobile, email: `x${email}`, password, referral: '', code });
      expect(failed.status).toBe(500);
      secrets.storefrontKey = storefrontAuth.Authorization.slice('Basic '.length);
    } finally {
      log.level = level;
      restore();
    }

    const text = lines.join('');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    // It is a real log: one line per request with its id, and the failure with its stack.
    const requests = lines.map((l) => z.looseObject({ msg: z.string(), req_id: z.optional(z.string()), route: z.optional(z.string()) }).parse(JSON.parse(l))).filter((e) => e.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(10);
    expect(requests.every((e) => typeof e.req_id === 'string' && e.req_id.length > 0)).toBe(true);
    expect(requests.map((e) => e.route)).toContain(`/api/${identityPaths.session}`);
    expect(text).toContain('"msg":"request failed"');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(6);
      expect(text.includes(secret), `${name} is in the log`).toBe(false);
    }
  });

  it('masks what a careless log call would have written', () => {
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line) => lines.push(line) });
    const level = log.level;
    log.level = 'info';
    try {
      log.error(
        {
          err: new Error('SMTP said no to asha@example.in: subject "482913 is your code"'),
          password: 'hunter2-secret',
          form: { code: '482913', token: 'tok-abcdef' },
          headers: { authorization: 'Basic c3RvcmVmcm9udDpzZWNyZXQ=', cookie: 'vitrine_session=s3cr3t-cookie' },
          card: '4111 1111 1111 1111',
        },
        'sending the code to +919876543210 failed',
      );
    } finally {
      log.level = level;
      restore();
    }
    const text = lines.join('');
    for (const secret of ['hunter2-secret', '482913', 'tok-abcdef', 'c3RvcmVmcm9udDpzZWNyZXQ=', 's3cr3t-cookie', '4111 1111 1111 1111', '9876543210', 'asha@']) {
      expect(text.includes(secret), secret).toBe(false);
    }
    expect(text).toContain('[phone …3210]');
    expect(text).toContain('[card …1111]');
    expect(text).toContain('"level":"error"');
  });
});
