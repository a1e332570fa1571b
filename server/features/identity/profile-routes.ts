import { Hono, type Context } from 'hono';
import { profileFormSchema, profilePaths, profileSkipFormSchema } from '../../../schemas/api/profile';
import type { Account } from '../../../schemas/api/account';
import { isUniqueViolation } from '../../db/errors';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseForm } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { tr } from '../../i18n/request-locale';
import type { ServerMessageKey } from '../../i18n/translate';
import type { ShopDeps } from '../shop-deps';
import { ownUser } from '../support/owner';
import { findAccount, findUserByEmail } from './users';

function answer(c: Context, account: Account, message: ServerMessageKey): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(envelope(account, tr(c, message)));
}

/**
 * /my-account's profile edit, which also answers the one-time question after
 * a phone sign-up (or skips it): either way the question is never asked again.
 * The mobile is a sign-in identity and so is the e-mail of an account that
 * signs in with a password; a phone account's e-mail is only for contact, and
 * may be set, changed or removed here, once per address across the shop.
 */
export function profileRoutes(deps: ShopDeps): Hono {
  const { db, identify } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.put(`/${profilePaths.update}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, profileFormSchema);
    if (!form.ok) return form.response;
    const owner = await ownUser(c, identify, form.value.user_id, tr(c, 'api.profile.signIn'));
    if (!owner.ok) return owner.response;
    const current = await findAccount(db, owner.value);
    if (!current) return fail(c, 404, tr(c, 'api.profile.accountGone'));
    const { fname, lname, email } = form.value;
    const emailChanges = email !== undefined && email !== current.email;
    if (emailChanges && current.providers.includes('password')) return fail(c, 422, tr(c, 'api.profile.emailIsSignIn'));
    if (emailChanges && email !== '') {
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== owner.value) return fail(c, 409, tr(c, 'api.profile.emailTaken'));
    }
    try {
      await db
        .updateTable('users')
        .set({ fname, lname, asks_profile: false, ...(emailChanges ? { email: email === '' ? null : email } : {}) })
        .where('id', '=', owner.value)
        .execute();
    } catch (err) {
      // Another account took the address between the check above and this write.
      if (isUniqueViolation(err, 'users_email')) return fail(c, 409, tr(c, 'api.profile.emailTaken'));
      throw err;
    }
    const account = await findAccount(db, owner.value);
    if (!account) return fail(c, 404, tr(c, 'api.profile.accountGone'));
    return answer(c, account, 'api.profile.saved');
  });

  app.post(`/${profilePaths.skip}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, profileSkipFormSchema);
    if (!form.ok) return form.response;
    const owner = await ownUser(c, identify, form.value.user_id, tr(c, 'api.profile.signIn'));
    if (!owner.ok) return owner.response;
    await db.updateTable('users').set({ asks_profile: false }).where('id', '=', owner.value).execute();
    const account = await findAccount(db, owner.value);
    if (!account) return fail(c, 404, tr(c, 'api.profile.accountGone'));
    return answer(c, account, 'api.profile.skipped');
  });

  return app;
}
