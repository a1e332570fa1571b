import { Hono } from 'hono';
import { pushPaths, pushTokenDeleteFormSchema, pushTokenFormSchema } from '../../../schemas/api/push';
import { formBodyLimit } from '../../http/body-limit';
import { requireStorefront } from '../../http/auth';
import { parseForm } from '../../http/form';
import { notYourAccount } from '../../http/identity';
import { envelope, fail, signInRequired } from '../../http/respond';
import type { ShopDeps } from '../shop-deps';
import { deletePushToken, upsertPushToken } from './tokens';

/**
 * The device-token calls. A guest's token is kept against the browser
 * session; a user_id is honoured only when it is the signed-in user, so no
 * one can route another customer's order updates to their own device.
 */
export function pushRoutes(deps: ShopDeps): Hono {
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.post(`/${pushPaths.tokens}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, pushTokenFormSchema);
    if (!form.ok) return form.response;
    const claimed = form.value.user_id ?? 0;
    if (claimed !== 0) {
      const signedIn = await deps.identify(c);
      if (signedIn === null) return signInRequired(c, 'Please sign in to get order updates on this device');
      if (signedIn !== claimed) return fail(c, 403, notYourAccount(c));
    }
    const saved = await upsertPushToken(deps.db, form.value.token, form.value.session_id, claimed === 0 ? null : claimed);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(saved, 'Notifications turned on'));
  });

  app.delete(`/${pushPaths.tokens}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, pushTokenDeleteFormSchema, { query: true });
    if (!form.ok) return form.response;
    // Removing an unknown token succeeds too: the browser's aim (no more pushes) is met either way.
    await deletePushToken(deps.db, form.value.token);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(null, 'Notifications turned off'));
  });

  return app;
}
