import { Hono } from 'hono';
import { PROFILE_MESSAGES, profileFormSchema, profilePaths } from '../../../schemas/api/profile';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseForm } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import type { ShopDeps } from '../shop-deps';
import { ownUser } from '../support/owner';
import { findAccount } from './users';

/**
 * /my-account's inline name edit. Only the name: the mobile and e-mail are
 * sign-in identities and change through their own verified flows.
 */
export function profileRoutes(deps: ShopDeps): Hono {
  const { db, identify } = deps;
  const app = new Hono();

  app.put(`/${profilePaths.update}`, requireStorefront(deps.credentials), formBodyLimit, async (c) => {
    const form = await parseForm(c, profileFormSchema);
    if (!form.ok) return form.response;
    const owner = await ownUser(c, identify, form.value.user_id, 'Please sign in to edit your profile');
    if (!owner.ok) return owner.response;
    await db.updateTable('users').set({ fname: form.value.fname, lname: form.value.lname }).where('id', '=', owner.value).execute();
    const account = await findAccount(db, owner.value);
    if (!account) return fail(c, 404, 'This account no longer exists');
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(account, PROFILE_MESSAGES.saved));
  });

  return app;
}
