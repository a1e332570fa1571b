import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { adminReturnStatusFormSchema, returnFormSchema, returnPaths } from '../../../schemas/api/returns';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseFields, parseForm, parseQuery } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { requestLocale, requestTranslator } from '../../i18n/request-locale';
import { t } from '../../i18n/translate';
import { signedInAs } from '../orders/access';
import { idRoute } from '../orders/id-route';
import type { ShopDeps } from '../shop-deps';
import { actorName, staffOf } from '../staff/guard';
import { advanceReturn, type ReturnStep } from './advance';
import { createReturn, RETURN_MESSAGES } from './create';
import { readReturn } from './read';
import type { ReturnStepDeps } from './steps';

const signIn = (c: Context) => t(requestLocale(c), 'api.returns.signIn');
const idParam = z.object({ id: wholeNumber('id', 1, MAX_INT4) });
const ownerQuery = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });

/**
 * The admin status call's form as a step of the state machine: `note` is the
 * reason the shopper reads when approving or rejecting; received needs the
 * item's condition.
 */
function stepOfForm(form: z.output<typeof adminReturnStatusFormSchema>): { ok: true; value: ReturnStep } | { ok: false; field: string; message: string } {
  switch (form.status) {
    case 'requested':
      return { ok: false, field: 'status', message: 'A request starts as requested: choose the step it moves to' };
    case 'approved':
      return { ok: true, value: { to: 'approved', reason: form.note, pickup: form.pickup_date ? { date: form.pickup_date, slot: form.pickup_slot ?? null } : null } };
    case 'rejected':
      return { ok: true, value: { to: 'rejected', reason: form.note } };
    case 'picked_up':
      return { ok: true, value: { to: 'picked_up', note: form.note } };
    case 'received':
      return form.condition
        ? { ok: true, value: { to: 'received', condition: form.condition, note: form.note } }
        : { ok: false, field: 'condition', message: "Give the item's condition (as_new, opened_complete, damaged or missing_parts) to mark it received" };
    case 'refunded':
      return { ok: true, value: { to: 'refunded', destination: form.destination ?? null, note: form.note } };
    case 'replaced':
      return { ok: true, value: { to: 'replaced', note: form.note } };
  }
}

/** Returns and replacements: the shopper files and follows them; staff move them along (here over the admin API, or at the studio's return desk). */
export function returnRoutes(deps: ShopDeps & Pick<ReturnStepDeps, 'hub'>): Hono {
  const { db } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.post(`/${returnPaths.create}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, returnFormSchema);
    if (!form.ok) return form.response;
    const user = await signedInAs(c, deps.identify, form.value.user_id, signIn(c));
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
    }, requestTranslator(c));
    if (!created.ok) return fail(c, created.status, created.message);
    const request = await readReturn(db, created.id, user.value);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(request, t(requestLocale(c), RETURN_MESSAGES.requested)));
  });

  app.get(idRoute(returnPaths.one), auth, async (c) => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const query = parseQuery(c, ownerQuery);
    if (!query.ok) return query.response;
    const user = await signedInAs(c, deps.identify, query.value.user_id, signIn(c));
    if (!user.ok) return user.response;
    const request = await readReturn(db, id.value.id, user.value);
    if (!request) return fail(c, 404, t(requestLocale(c), 'api.returns.notFound'));
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(request));
  });

  app.post(idRoute(returnPaths.adminStatus), formBodyLimit, async (c) => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const form = await parseForm(c, adminReturnStatusFormSchema);
    if (!form.ok) return form.response;
    const step = stepOfForm(form.value);
    if (!step.ok) return fail(c, 400, step.message, [{ field: step.field, message: step.message }]);
    const staff = staffOf(c);
    const result = await advanceReturn(deps, id.value.id, step.value, { actor: actorName(staff, 'API'), staffId: staff.id });
    if (!result.ok) return fail(c, result.status, result.message, result.problems);
    const request = await readReturn(db, id.value.id, null);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(request, result.message), result.pending ? 202 : 200);
  });

  return app;
}
