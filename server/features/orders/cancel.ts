import type { Kysely } from 'kysely';
import { CANCELLABLE_STATUSES } from '../../../schemas/api/orders';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import type { Database } from '../../db/types';
import { t, type ServerMessageKey } from '../../i18n/translate';
import type { PaymentGateway } from '../payments/gateway';
import { reserveCancellationRefund } from '../refunds/cancellation';
import type { RefundOutcome } from '../refunds/issue';
import type { Reservation } from '../refunds/reservation';
import { settleRefund } from '../refunds/settle';
import { audit } from '../studio/audit';
import { moveOrder } from './events';

export const CANCEL_MESSAGES = {
  notFound: 'api.orders.notFound',
  shipped: 'api.orders.shipped',
  alreadyCancelled: 'api.orders.alreadyCancelled',
  cancelled: 'api.orders.cancelled',
  refundFollows: 'api.orders.refundFollows',
} as const satisfies Record<string, ServerMessageKey>;

/** The member of staff acting, for the audit line written with the change; null for the shopper and for scripts without an account. */
export interface OrderActor {
  actor: string;
  staffId: number;
}

export type OrderChangeRefusal = { ok: false; status: 400 | 404 | 409; message: string };
/** `refund`: what the cancellation's refund came to (null when nothing was paid); a refund the gateway refused leaves the order cancelled. */
export type CancelResult = { ok: true; refund: RefundOutcome | null } | OrderChangeRefusal;

export interface CancelDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
}

class CancelRefused extends Error {
  constructor(readonly refusal: OrderChangeRefusal) {
    super(refusal.message);
  }
}

/**
 * Cancels an order that has not shipped: the status change, the stock coming
 * back and the refund's reservation (refund module) are one transaction; a
 * refund to the original payment then goes to the gateway after the commit.
 * The status UPDATE only matches a cancellable status, so of two racing
 * cancels exactly one goes on; the refund's unique index (one per
 * cancellation) backs that up.
 */
export async function cancelOrder(
  deps: CancelDeps,
  orderId: number,
  /** `locale`: the refusal's language, the shopper's (staff read English). */
  options: { reason: string; destination: 'original' | 'wallet'; by?: OrderActor | null; locale?: Locale },
): Promise<CancelResult> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  let reservation: Reservation | null;
  try {
    reservation = await deps.db.transaction().execute(async (trx) => {
      const moved = await moveOrder(trx, orderId, CANCELLABLE_STATUSES, 'cancelled', options.reason);
      if (!moved) {
        const current = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
        if (!current) throw new CancelRefused({ ok: false, status: 404, message: t(locale, CANCEL_MESSAGES.notFound) });
        throw new CancelRefused({ ok: false, status: 409, message: t(locale, current.status === 'cancelled' ? CANCEL_MESSAGES.alreadyCancelled : CANCEL_MESSAGES.shipped) });
      }
      const items = await trx.selectFrom('order_items').select(['product_id', 'variant_id', 'qty']).where('order_id', '=', orderId).execute();
      /*
       * Stock left the shelf when the order was created and comes back now. A
       * variant's goes back to the variant, and the product row follows through
       * the triggers of migration 0007. Product rows are locked first, in id
       * order, as checkout locks them, so a cancel and an order for the same
       * product cannot deadlock on the trigger's update.
       */
      const productIds = [...new Set(items.map((item) => item.product_id))];
      if (productIds.length > 0) await trx.selectFrom('products').select('id').where('id', 'in', productIds).orderBy('id').forUpdate().execute();
      for (const item of items) {
        if (item.variant_id !== 0)
          await trx.updateTable('product_variants').set((eb) => ({ stock: eb('stock', '+', item.qty) })).where('id', '=', item.variant_id).execute();
        else await trx.updateTable('products').set((eb) => ({ stock: eb('stock', '+', item.qty) })).where('id', '=', item.product_id).execute();
      }
      const refund = await reserveCancellationRefund(trx, orderId, { destination: options.destination, reason: options.reason, staffId: options.by?.staffId ?? null });
      // A refund that cannot be made (no online payment on record to go back to) keeps the order as it was.
      if (!refund.ok) throw new CancelRefused(refund);
      if (options.by) {
        const order = await trx.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow();
        const why = options.reason ? `: ${options.reason}` : '';
        await audit(trx, { actor: options.by.actor, staffId: options.by.staffId, action: 'cancel-order', key: `order:${orderId}`, summary: `Cancelled order ${order.order_number}${why}` });
      }
      return refund.reservation;
    });
  } catch (error) {
    if (error instanceof CancelRefused) return error.refusal;
    throw error;
  }
  return { ok: true, refund: reservation ? await settleRefund(deps, reservation) : null };
}
