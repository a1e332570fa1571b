import { Hono } from 'hono';
import * as z from 'zod/mini';
import { adminReturnStatusFormSchema, returnFormSchema, returnPaths } from '../../../schemas/api/returns';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { requireAdmin, requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseFields, parseForm, parseQuery } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { signedInAs } from '../orders/access';
import { idRoute } from '../orders/id-route';
import type { ShopDeps } from '../shop-deps';
import { advanceReturn } from './advance';
import { createReturn, RETURN_MESSAGES } from './create';
import { readReturn, RETURN_NOT_FOUND } from './read';

const SIGN_IN = 'Please sign in to manage your returns';
const idParam = z.object({ id: wholeNumber('id', 1, MAX_INT4) });
const ownerQuery = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });

/** Returns and replacements: the shopper files and follows them; the admin credential moves them along. */
export function returnRoutes(deps: ShopDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.post(`/${returnPaths.create}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, returnFormSchema);
    if (!form.ok) return form.response;
    const user = await signedInAs(c, deps.identify, form.value.user_id, SIGN_IN);
    if (!user.ok) return user.response;
    const created = await createReturn(db, {
      userId: user.value,
      orderItemId: form.value.order_item_id,
      kind: form.value.kind,
      qty: form.value.qty,
      reason: form.value.reason,
      details: form.value.details,
      pickupAddressId: form.value.pickup_address_id,
      refundDestination: form.value.refund_destination,
    });
    if (!created.ok) return fail(c, created.status, created.message);
    const request = await readReturn(db, created.id, user.value);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(request, RETURN_MESSAGES.requested));
  });

  app.get(idRoute(returnPaths.one), auth, async (c) => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const query = parseQuery(c, ownerQuery);
    if (!query.ok) return query.response;
    const user = await signedInAs(c, deps.identify, query.value.user_id, SIGN_IN);
    if (!user.ok) return user.response;
    const request = await readReturn(db, id.value.id, user.value);
    if (!request) return fail(c, 404, RETURN_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(request));
  });

  app.post(idRoute(returnPaths.adminStatus), requireAdmin(deps.credentials), formBodyLimit, async (c) => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const form = await parseForm(c, adminReturnStatusFormSchema);
    if (!form.ok) return form.response;
    const result = await advanceReturn(db, id.value.id, form.value.status, form.value.note);
    if (!result.ok) return fail(c, result.status, result.message);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(await readReturn(db, id.value.id, null), 'Return updated'));
  });

  return app;
}
