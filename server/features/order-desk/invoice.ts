import type { Kysely } from 'kysely';
import type { Invoice } from '../../../schemas/api/orders';
import type { Database } from '../../db/types';
import { buildInvoice } from '../invoices/build';
import { invoiceable } from '../invoices/invoiceable';
import { ensureInvoiceNumber } from '../invoices/numbering';
import { INVOICE_NOT_READY } from '../invoices/route';
import { announceOrderChange } from '../orders/announce';
import type { OrderActor } from '../orders/cancel';
import { audit } from '../studio/audit';
import { refusedAction, type DeskAction, type OrderDeskDeps } from './deps';

export type StaffInvoice = { ok: true; invoice: Invoice } | { ok: false; status: 404 | 409; message: string };

/**
 * The order's GST tax invoice, as the shopper's invoice page reads it (the
 * same builder, and the first read of a placed order draws its number), for
 * the studio's print page and the e-mail.
 */
export async function staffInvoice(db: Kysely<Database>, id: number): Promise<StaffInvoice> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) return { ok: false, status: 404, message: 'We could not find this order' };
  if (order.invoice_number === null) {
    const events = await db.selectFrom('order_events').select('status').where('order_id', '=', id).execute();
    if (!invoiceable(order.status, events)) return { ok: false, status: 409, message: INVOICE_NOT_READY };
  }
  const number = await ensureInvoiceNumber(db, id);
  if (!number) return { ok: false, status: 404, message: 'We could not find this order' };
  return { ok: true, invoice: await buildInvoice(db, order, number) };
}

/** POST admin/studio/orders/{id}/invoice-email: the tax invoice to the shopper's e-mail address, again. */
export async function emailInvoice(deps: OrderDeskDeps, id: number, by: OrderActor, origin: string): Promise<DeskAction> {
  const built = await staffInvoice(deps.db, id);
  if (!built.ok) return refusedAction(built.status, built.message);
  const sent = await announceOrderChange({ ...deps, orderEvents: deps.hub }, id, { kind: 'invoice', invoice: built.invoice }, origin);
  if (sent === 'no-address') return refusedAction(409, 'This shopper has no e-mail address on their account: print the invoice instead');
  if (sent === 'failed') return refusedAction(502, 'The e-mail could not be sent; try again in a few minutes');
  const shopper = await deps.db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.order_number', 'u.email'])
    .where('o.id', '=', id)
    .executeTakeFirstOrThrow();
  const summary = `E-mailed invoice ${built.invoice.invoice_number} for order ${shopper.order_number} to ${shopper.email ?? ''}`;
  await audit(deps.db, { actor: by.actor, staffId: by.staffId, action: 'resend-invoice', key: `order:${id}`, summary });
  return { ok: true, message: summary };
}
