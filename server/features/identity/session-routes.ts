import { Hono } from 'hono';
import { identityPaths, sessionFormSchema, type IdentityConfig } from '../../../schemas/api/identity';
import { requireStorefront } from '../../http/auth';
import { parseForm } from '../../http/form';
import type { Identify } from '../../http/identity';
import { envelope, fail, signInRequired } from '../../http/respond';
import { tr } from '../../i18n/request-locale';
import { formBodyLimit } from '../../http/body-limit';
import { cartCounts } from '../cart/lines';
import { mergeGuestCart } from '../cart/merge';
import { userOwner } from '../cart/owner';
import type { IdentityDeps } from './deps';
import { identityFailure } from './failures';
import { clearSessionCookie, createSession, endSession, sessionToken, setSessionCookie } from './sessions';
import { AccountDisabledError, accountDisabled, EmailTakenError, findAccount, upsertUser } from './users';

/** A +91 number as the shop stores mobiles: the 10 national digits. */
function nationalMobile(e164: string | null): string | null {
  if (!e164) return null;
  return e164.startsWith('+91') ? e164.slice(3) : e164;
}

function splitName(displayName: string): { fname: string; lname: string } {
  const [fname = '', ...rest] = displayName.trim().split(/\s+/);
  return { fname: fname.slice(0, 50), lname: rest.join(' ').slice(0, 50) };
}

export interface IdentitySettings {
  /** The Firebase web configuration the browser starts the SDK with. */
  web: IdentityConfig;
  /** Who is signed in: the same answer every user-scoped route gets. */
  identify: Identify;
}

/**
 * Sessions: a verified Firebase ID token becomes the shop's own session
 * cookie, and from then on the server knows the user from that cookie alone.
 */
export function sessionRoutes(deps: IdentityDeps, settings: IdentitySettings): Hono {
  const { db, provider, production } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.get(`/${identityPaths.config}`, auth, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(envelope(settings.web));
  });

  app.post(`/${identityPaths.session}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, sessionFormSchema);
    if (!form.ok) return form.response;
    let identity;
    try {
      identity = await provider.verifyIdToken(form.value.id_token);
    } catch (err) {
      return identityFailure(c, err);
    }
    const names = splitName(identity.displayName);
    const guestSession = form.value.session_id ?? '';
    const previous = sessionToken(c);
    try {
      const result = await db.transaction().execute(async (trx) => {
        const { account, isNew } = await upsertUser(trx, {
          firebaseUid: identity.uid,
          email: identity.email,
          mobile: nationalMobile(identity.phone),
          fname: names.fname,
          lname: names.lname,
          hasPassword: identity.password,
          referredBy: null,
        });
        // Thrown, so the whole sign-in (the cart joined, the sign-in time) rolls back.
        if (await accountDisabled(trx, account.id)) throw new AccountDisabledError();
        const owner = userOwner(account.id, guestSession);
        if (guestSession) await mergeGuestCart(trx, guestSession, owner);
        // A new session id on every sign-in: a cookie planted before sign-in is worth nothing after.
        if (previous) await endSession(trx, previous);
        const session = await createSession(trx, account.id, c.req.header('User-Agent') ?? '');
        return { account, isNew, owner, session };
      });
      setSessionCookie(c, result.session.token, result.session.expiresAt, production);
      const counts = await cartCounts(db, result.owner);
      c.header('Cache-Control', 'no-store');
      return c.json({
        ...envelope(result.account, tr(c, result.isNew ? 'api.identity.accountCreated' : 'api.identity.signedIn')),
        other_data: { is_new: result.isNew, ...counts },
      });
    } catch (err) {
      if (err instanceof EmailTakenError) return fail(c, 409, tr(c, 'api.identity.emailTaken'));
      if (err instanceof AccountDisabledError) return fail(c, 403, tr(c, 'api.identity.accountDisabled'));
      throw err;
    }
  });

  app.get(`/${identityPaths.me}`, auth, async (c) => {
    c.header('Cache-Control', 'no-store');
    const userId = await settings.identify(c);
    const account = userId === null ? null : await findAccount(db, userId);
    if (!account) return signInRequired(c, tr(c, 'api.identity.signIn'));
    return c.json(envelope(account));
  });

  app.post(`/${identityPaths.logout}`, auth, async (c) => {
    const token = sessionToken(c);
    if (token) await endSession(db, token);
    clearSessionCookie(c, production);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(null, tr(c, 'api.identity.signedOut')));
  });

  return app;
}
