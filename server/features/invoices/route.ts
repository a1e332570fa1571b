import type { Context } from 'hono';
import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { parseFields, parseQuery } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { ORDER_NOT_FOUND, ownOrderQuery, signedInAs } from '../orders/access';
import type { ShopDeps } from '../shop-deps';
import { requestLocale } from '../../i18n/request-locale';
import { t, type ServerMessageKey } from '../../i18n/translate';
import { buildInvoice } from './build';
import { invoiceable } from './invoiceable';
import { ensureInvoiceNumber } from './numbering';

const idParam = z.object({ id: wholeNumber('id', 1, MAX_INT4) });
const ownerQuery = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });

export const INVOICE_NOT_READY = 'The invoice is issued once the order is placed';

/** GET website/orders/{id}/invoice: the first read of a placed order draws its invoice number. */
export function invoiceRoute(deps: ShopDeps, signInKey: ServerMessageKey) {
  return async (c: Context): Promise<Response> => {
    const id = parseFields(c, idParam, { id: c.req.param('id') ?? '' });
    if (!id.ok) return id.response;
    const query = parseQuery(c, ownerQuery);
    if (!query.ok) return query.response;
    const user = await signedInAs(c, deps.identify, query.value.user_id, t(requestLocale(c), signInKey));
    if (!user.ok) return user.response;
    const order = await ownOrderQuery(deps.db, user.value).where('id', '=', id.value.id).executeTakeFirst();
    if (!order) return fail(c, 404, ORDER_NOT_FOUND);
    if (order.invoice_number === null) {
      const events = await deps.db.selectFrom('order_events').select('status').where('order_id', '=', order.id).execute();
      if (!invoiceable(order.status, events)) return fail(c, 409, INVOICE_NOT_READY);
    }
    const number = await ensureInvoiceNumber(deps.db, order.id);
    if (!number) return fail(c, 404, ORDER_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(await buildInvoice(deps.db, order, number)));
  };
}
