import { Hono, type Context } from 'hono';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';
import { stockAlertPaths, stockAlertTargetSchema, subscribeFormSchema } from '../../../schemas/api/stock-alerts';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseForm, parseQuery } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { tr } from '../../i18n/request-locale';
import { clientIp } from '../identity/client-ip';
import type { ShopDeps } from '../shop-deps';
import { whoIsAsking } from './asker';
import { accountAddress, alertState, cancelOwn, subscribe } from './repository';
import { findTarget } from './targets';

export type StockAlertDeps = Pick<ShopDeps, 'db' | 'credentials' | 'identify'> & {
  /** Behind a load balancer: the client's address (guests' hourly limit) is the first X-Forwarded-For entry. */
  trustProxy: boolean;
};

/** Answers about one shopper's requests: never kept by a cache between them. */
function personal(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

/**
 * "Notify me when back in stock" (under /api): ask, see one's own request for
 * a product, cancel it. Guests may ask too, giving an address, a limited
 * number of times an hour per network.
 */
export function stockAlertRoutes(deps: StockAlertDeps): Hono {
  const { db, identify } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.get(`/${stockAlertPaths.alerts}`, auth, async (c) => {
    personal(c);
    const query = parseQuery(c, stockAlertTargetSchema);
    if (!query.ok) return query.response;
    const found = await findTarget(db, query.value);
    if (!found.ok) return fail(c, found.status, tr(c, found.message));
    return c.json(envelope(await alertState(db, await whoIsAsking(c, identify), found.target)));
  });

  app.post(`/${stockAlertPaths.alerts}`, auth, formBodyLimit, async (c) => {
    personal(c);
    const form = await parseForm(c, subscribeFormSchema);
    if (!form.ok) return form.response;
    const found = await findTarget(db, form.value);
    if (!found.ok) return fail(c, found.status, tr(c, found.message));
    if (found.stock > 0) return fail(c, 422, tr(c, 'api.stockAlerts.inStock'));

    const asker = await whoIsAsking(c, identify);
    const email = form.value.email ?? (asker.userId === null ? '' : await accountAddress(db, asker.userId));
    if (email === '') {
      const needed = tr(c, 'api.stockAlerts.emailNeeded');
      return fail(c, 400, needed, [{ field: 'email', message: needed }]);
    }
    const subscribed = await subscribe(db, {
      asker,
      ip: clientIp(c, deps.trustProxy),
      target: found.target,
      email,
      keepOnProfile: form.value.save_email && form.value.email !== undefined,
      locale: form.value.locale,
    });
    if (!subscribed.ok) return fail(c, subscribed.status, tr(c, 'api.identity.codeNetwork'));
    return c.json(envelope(subscribed.state, tr(c, 'api.stockAlerts.subscribed', { email: subscribed.state.email })), subscribed.created ? 201 : 200);
  });

  app.delete(`/${stockAlertPaths.alerts}/:id`, auth, async (c) => {
    personal(c);
    const id = readWholeNumber(c.req.param('id'), 1, MAX_INT4);
    const asker = await whoIsAsking(c, identify);
    // Someone else's request answers as a missing one does: nothing tells that it exists.
    const target = id === null ? null : await cancelOwn(db, asker, id);
    if (target === null) return fail(c, 404, tr(c, 'api.stockAlerts.alertMissing'));
    return c.json(envelope(await alertState(db, asker, target), tr(c, 'api.stockAlerts.cancelled')));
  });

  return app;
}
