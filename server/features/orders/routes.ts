import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { cancelOrderFormSchema, orderListQuerySchema, orderPaths } from '../../../schemas/api/orders';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseFields, parseForm, parseQuery } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { requestLocale } from '../../i18n/request-locale';
import { t } from '../../i18n/translate';
import { invoiceRoute } from '../invoices/route';
import type { ShopDeps } from '../shop-deps';
import { ownOrderQuery, signedInAs } from './access';
import { CANCEL_MESSAGES, cancelOrder } from './cancel';
import { orderDetail } from './detail';
import { idRoute } from './id-route';
import { listOrders } from './list';
import { announceOrderChange } from './announce';
import { refundNews } from './mail';

const signIn = (c: Context) => t(requestLocale(c), 'api.orders.signIn');
const idParam = z.object({ id: wholeNumber('id', 1, MAX_INT4) });
const ownerQuery = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });
const trackQuery = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  order_number: z.string().check(z.trim(), z.minLength(1, 'Enter your order number'), z.maxLength(40, 'At most 40 characters')),
});

/** Orders are personal: never cached anywhere. */
function personal<T>(c: Context, data: T, message = ''): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(envelope(data, message));
}

/** The shopper's orders: list, detail, tracking by number, cancellation and the tax invoice. */
export function orderRoutes(deps: ShopDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.get(`/${orderPaths.list}`, auth, async (c) => {
    const query = parseQuery(c, orderListQuerySchema);
    if (!query.ok) return query.response;
    const user = await signedInAs(c, deps.identify, query.value.user_id, signIn(c));
    if (!user.ok) return user.response;
    return personal(c, await listOrders(db, user.value, query.value.page, query.value.status));
  });

  // Registered before /:id so 'track' is never read as an id.
  app.get(`/${orderPaths.track}`, auth, async (c) => {
    const query = parseQuery(c, trackQuery);
    if (!query.ok) return query.response;
    const user = await signedInAs(c, deps.identify, query.value.user_id, signIn(c));
    if (!user.ok) return user.response;
    const order = await ownOrderQuery(db, user.value).where('order_number', '=', query.value.order_number.toUpperCase()).executeTakeFirst();
    if (!order) return fail(c, 404, t(requestLocale(c), 'api.orders.noSuchNumber'));
    return personal(c, await orderDetail(db, order, requestLocale(c)));
  });

  app.get(idRoute(orderPaths.one), auth, async (c) => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const query = parseQuery(c, ownerQuery);
    if (!query.ok) return query.response;
    const user = await signedInAs(c, deps.identify, query.value.user_id, signIn(c));
    if (!user.ok) return user.response;
    const order = await ownOrderQuery(db, user.value).where('id', '=', id.value.id).executeTakeFirst();
    if (!order) return fail(c, 404, t(requestLocale(c), 'api.orders.notFound'));
    return personal(c, await orderDetail(db, order, requestLocale(c)));
  });

  app.post(idRoute(orderPaths.cancel), auth, formBodyLimit, async (c) => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const form = await parseForm(c, cancelOrderFormSchema);
    if (!form.ok) return form.response;
    const user = await signedInAs(c, deps.identify, form.value.user_id, signIn(c));
    if (!user.ok) return user.response;
    const order = await ownOrderQuery(db, user.value).where('id', '=', id.value.id).executeTakeFirst();
    const locale = requestLocale(c);
    if (!order) return fail(c, 404, t(locale, 'api.orders.notFound'));
    const result = await cancelOrder(deps, order.id, { reason: form.value.reason, destination: form.value.refund_destination, locale });
    if (!result.ok) return fail(c, result.status, result.message);
    const refund = refundNews(result.refund);
    await announceOrderChange(deps, order.id, { kind: 'status', status: 'cancelled', refund }, new URL(c.req.url).origin);
    const fresh = await ownOrderQuery(db, user.value).where('id', '=', order.id).executeTakeFirstOrThrow();
    const refundFailed = result.refund !== null && refund === null;
    return personal(c, await orderDetail(db, fresh, locale), t(locale, refundFailed ? CANCEL_MESSAGES.refundFollows : CANCEL_MESSAGES.cancelled));
  });

  app.get(idRoute(orderPaths.invoice), auth, invoiceRoute(deps, 'api.orders.signIn'));

  return app;
}
