import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import {
  emailFormSchema,
  identityPaths,
  registerFormSchema,
  resetPasswordFormSchema,
  verifyCodeFormSchema,
  type EmailCodePurpose,
} from '../../../schemas/api/identity';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import type { Database } from '../../db/types';
import { t, translator, type ServerMessageKey, type Translator } from '../../i18n/translate';
import { requestTranslator } from '../../i18n/request-locale';
import type { MailMessage } from '../../mail/mailer';
import { requireStorefront } from '../../http/auth';
import { parseForm } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { formBodyLimit } from '../../http/body-limit';
import { readSetting } from '../config/settings';
import { clientIp } from './client-ip';
import type { IdentityDeps } from './deps';
import { CODE_TTL_MINUTES, consumeVerifiedCode, issueCode, verifyCode } from './email-codes';
import { identityFailure } from './failures';
import { IdentityError } from './provider';
import { endAllSessions } from './sessions';
import { findReferrer, findUserByEmail, upsertUser } from './users';
import { enrolReferral } from '../referrals/enrol';
import { log } from '../../observability/logger';

/** What these routes answer, in a language: each route passes its request's. */
export function emailRouteMessages(say: Translator) {
  return {
    codeSent: say('api.identity.codeSent'),
    resetCodeSent: say('api.identity.resetCodeSent'),
    accountExists: say('api.identity.emailExists'),
    verified: say('api.identity.codeVerified'),
    verifyFirst: say('api.identity.verifyFirst'),
    badReferral: say('api.identity.badReferral'),
    accountCreated: say('api.identity.accountCreated'),
    passwordChanged: say('api.identity.passwordChanged'),
    mailFailed: say('api.identity.mailFailed'),
  };
}

/** The English answers, as the spec words them. */
export const EMAIL_ROUTE_MESSAGES = emailRouteMessages(translator(DEFAULT_LOCALE));

function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

async function brandName(db: Kysely<Database>): Promise<string> {
  return (await readSetting(db, 'theme')).brand_name;
}

const CODE_MAIL_WORDS: Readonly<Record<EmailCodePurpose, { subject: ServerMessageKey; body: ServerMessageKey; ignore: ServerMessageKey }>> = {
  'sign-up': { subject: 'mail.signUpCodeSubject', body: 'mail.signUpCodeBody', ignore: 'mail.signUpCodeIgnore' },
  reset: { subject: 'mail.resetCodeSubject', body: 'mail.resetCodeBody', ignore: 'mail.resetCodeIgnore' },
};

/** The code's e-mail, in the language of the page that asked for it. */
function codeMail(brand: string, purpose: EmailCodePurpose, to: string, code: string, locale: Locale): MailMessage {
  const words = CODE_MAIL_WORDS[purpose];
  return {
    to,
    subject: t(locale, words.subject, { code, brand }),
    text: `${t(locale, words.body, { brand, code, minutes: CODE_TTL_MINUTES })}\n\n${t(locale, words.ignore)}`,
  };
}

/**
 * The e-mail code calls (spec section 7) and the two calls they unlock,
 * sign-up and password reset. Mounted under /api.
 *
 * The spec's legacy API answered send-otp-email and forget-password-otp with
 * the code itself, and the browser compared what the user typed with it, so
 * anyone could read any address's code. Deliberately changed: the code only
 * travels by e-mail, and the server checks it (verify-email-otp) and uses it
 * up (register, reset-password). No response here ever contains a code.
 */
export function emailCodeRoutes(deps: IdentityDeps): Hono {
  const { db, provider, mailer } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  /** Whether the address has an account: the shop's users first, then the identity service. */
  async function accountExists(email: string, needsPassword: boolean): Promise<boolean> {
    const user = await db.selectFrom('users').select('has_password').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
    if (user && (user.has_password || !needsPassword)) return true;
    return (await provider.findUidByEmail(email)) !== null;
  }

  app.post(`/${identityPaths.signUpCode}`, auth, formBodyLimit, async (c) => {
    noStore(c);
    const say = requestTranslator(c);
    const M = emailRouteMessages(say);
    const form = await parseForm(c, emailFormSchema);
    if (!form.ok) return form.response;
    const { email, locale } = form.value;
    try {
      if (await accountExists(email, false)) return fail(c, 409, M.accountExists);
    } catch (err) {
      return identityFailure(c, err);
    }
    const issued = await issueCode(db, { email, purpose: 'sign-up', ip: clientIp(c, deps.trustProxy), say });
    if (!issued.ok) return fail(c, issued.status, issued.message);
    try {
      await mailer.send(codeMail(await brandName(db), 'sign-up', email, issued.code, locale));
    } catch (err) {
      log.error({ err, to: email }, 'identity: the sign-up code e-mail could not be sent');
      return fail(c, 503, M.mailFailed);
    }
    return c.json(envelope(null, M.codeSent));
  });

  /*
   * One answer whether or not an account uses the address, so nobody can learn
   * who shops here. A code is recorded either way, so the limits (and their
   * messages) are the same too; it is only e-mailed to a real account, and a
   * failed delivery is logged, not reported, for the same reason.
   */
  app.post(`/${identityPaths.resetCode}`, auth, formBodyLimit, async (c) => {
    noStore(c);
    const say = requestTranslator(c);
    const M = emailRouteMessages(say);
    const form = await parseForm(c, emailFormSchema);
    if (!form.ok) return form.response;
    const { email, locale } = form.value;
    const issued = await issueCode(db, { email, purpose: 'reset', ip: clientIp(c, deps.trustProxy), say });
    if (!issued.ok) return fail(c, issued.status, issued.message);
    try {
      if (await accountExists(email, true)) await mailer.send(codeMail(await brandName(db), 'reset', email, issued.code, locale));
    } catch (err) {
      if (err instanceof IdentityError && err.code === 'unavailable') return identityFailure(c, err);
      log.error({ err, to: email }, 'identity: the password reset code e-mail could not be sent');
    }
    return c.json(envelope(null, M.resetCodeSent));
  });

  app.post(`/${identityPaths.verifyCode}`, auth, formBodyLimit, async (c) => {
    noStore(c);
    const say = requestTranslator(c);
    const M = emailRouteMessages(say);
    const form = await parseForm(c, verifyCodeFormSchema);
    if (!form.ok) return form.response;
    const verified = await verifyCode(db, { ...form.value, say });
    if (!verified.ok) return fail(c, verified.status, verified.message);
    return c.json(envelope(null, M.verified));
  });

  app.post(`/${identityPaths.register}`, auth, formBodyLimit, async (c) => {
    noStore(c);
    const say = requestTranslator(c);
    const M = emailRouteMessages(say);
    const form = await parseForm(c, registerFormSchema);
    if (!form.ok) return form.response;
    const { email, password, code, fname, lname, mobile, referral } = form.value;
    const referredBy = await findReferrer(db, referral);
    if (referral !== '' && referredBy === null) return fail(c, 422, M.badReferral);
    // Checked before the code is used up, so a shopper who already has an account keeps their code.
    if (await findUserByEmail(db, email)) return fail(c, 409, M.accountExists);
    try {
      // One transaction: if the identity service refuses, the code is not used up and can be tried again.
      const created = await db.transaction().execute(async (trx) => {
        if (!(await consumeVerifiedCode(trx, { email, purpose: 'sign-up', code }))) return null;
        const firebaseUid = await provider.createPasswordUser({ email, password, displayName: `${fname} ${lname}` });
        // The 10 national digits, as every mobile is stored and shown (phone sign-ins drop the +91 the same way).
        const user = { firebaseUid, email, mobile, fname, lname, hasPassword: true, referredBy };
        const { account, isNew } = await upsertUser(trx, user);
        // The referral reward and the welcome credit are part of the sign-up: both happen or neither does.
        if (isNew && referredBy !== null) await enrolReferral(trx, referredBy, account.id);
        return account;
      });
      if (created === null) return fail(c, 422, M.verifyFirst);
      return c.json(envelope(created, M.accountCreated));
    } catch (err) {
      return identityFailure(c, err);
    }
  });

  app.post(`/${identityPaths.resetPassword}`, auth, formBodyLimit, async (c) => {
    noStore(c);
    const say = requestTranslator(c);
    const M = emailRouteMessages(say);
    const form = await parseForm(c, resetPasswordFormSchema);
    if (!form.ok) return form.response;
    const { email, password, code } = form.value;
    try {
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await consumeVerifiedCode(trx, { email, purpose: 'reset', code }))) return false;
        const shopUser = await findUserByEmail(trx, email);
        const uid = shopUser?.firebase_uid ?? (await provider.findUidByEmail(email));
        // Same answer as a missing code: the reply must not tell whether the address has an account.
        if (uid === null) return false;
        await provider.setPassword(uid, password);
        // Every device, the shop's sessions and Firebase's refresh tokens alike, signs in again with the new password.
        await provider.revokeRefreshTokens(uid);
        const updated = await trx.updateTable('users').set({ has_password: true }).where('firebase_uid', '=', uid).returning('id').executeTakeFirst();
        if (updated) await endAllSessions(trx, updated.id);
        return true;
      });
      if (!changed) return fail(c, 422, M.verifyFirst);
      return c.json(envelope(null, M.passwordChanged));
    } catch (err) {
      return identityFailure(c, err);
    }
  });

  return app;
}
