import { Hono, type Context } from 'hono';
import { accountSwitchSchema, customerDeskPaths as paths, customerSearchQuerySchema, pageQuerySchema, walletAdjustmentSchema, walletLimitInputSchema } from '../../../schemas/api/customer-desk';
import { formBodyLimit } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { parseId, parseQuery } from '../catalog/query-params';
import { listOrders, ORDERS_PER_PAGE } from '../orders/list';
import { staffOf } from '../staff/guard';
import { deskActor, deskAnswer } from '../studio/desk-write';
import { noStore, parseJsonBody, requireJsonWrites } from '../studio/http';
import { setCustomerDisabled } from './account-switch';
import type { CustomerDeskDeps } from './deps';
import { readCustomerDetail } from './detail';
import { searchCustomers } from './search';
import { adjustWallet, customerWallet, supportWalletLimit } from './wallet';
import { setSupportWalletLimit } from './wallet-limit';

const missing = (c: Context) => fail(c, 404, `There is no customer ${c.req.param('id') ?? ''}`);

async function customerExists(deps: CustomerDeskDeps, id: number): Promise<boolean> {
  return (await deps.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * admin/studio/customers: the customers desk. Permissions are in
 * server/features/staff/route-permissions.ts: reads customers.read; wallet
 * adjustments and disabling customers.write, with amounts above the owner's
 * limit for the owner only (checked here, against the setting); the limit
 * itself staff.manage.
 */
export function customerDeskRoutes(deps: CustomerDeskDeps): Hono {
  const app = new Hono();
  const list = `/${paths.list}`;
  app.use(list, noStore, requireJsonWrites);
  app.use(`${list}/*`, noStore, requireJsonWrites);

  app.get(list, async (c) => {
    const query = parseQuery(c, customerSearchQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await searchCustomers(deps.db, query.value)));
  });

  // Before the customer's own routes, whose :id it would otherwise be taken for.
  app.get(`/${paths.walletLimit}`, async (c) => c.json(envelope({ support_limit_paise: await supportWalletLimit(deps.db) })));

  app.put(`/${paths.walletLimit}`, formBodyLimit, async (c) => {
    const body = await parseJsonBody(c, walletLimitInputSchema, 'The limit needs another look; nothing was saved');
    if (!body.ok) return body.response;
    return deskAnswer(c, await setSupportWalletLimit(deps, deskActor(c), body.value.support_limit));
  });

  app.get(`${list}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    const detail = id === null ? null : await readCustomerDetail(deps.db, id);
    return detail ? c.json(envelope(detail)) : missing(c);
  });

  app.get(`${list}/:id/orders`, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null || !(await customerExists(deps, id))) return missing(c);
    const query = parseQuery(c, pageQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope({ ...(await listOrders(deps.db, id, query.value.page, '')), page_size: ORDERS_PER_PAGE }));
  });

  app.get(`${list}/:id/wallet`, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null || !(await customerExists(deps, id))) return missing(c);
    const query = parseQuery(c, pageQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await customerWallet(deps.db, id, query.value.page)));
  });

  app.post(`${list}/:id/wallet`, formBodyLimit, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null) return missing(c);
    const body = await parseJsonBody(c, walletAdjustmentSchema, 'The adjustment needs another look; nothing was changed');
    if (!body.ok) return body.response;
    return deskAnswer(c, await adjustWallet(deps, { ...deskActor(c), role: staffOf(c).role }, id, body.value));
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`${list}/:id/${action}`, formBodyLimit, async (c) => {
      const id = parseId(c.req.param('id'));
      if (id === null) return missing(c);
      const body = await parseJsonBody(c, accountSwitchSchema, `Send an empty JSON object to ${action} the account`);
      if (!body.ok) return body.response;
      return deskAnswer(c, await setCustomerDisabled(deps, deskActor(c), id, disabled));
    });
  }

  return app;
}
