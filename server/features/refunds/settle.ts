import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { formatRupees } from '../checkout/rupees';
import { GatewayRefusal, type GatewayRefund } from '../payments/gateway';
import type { RefundDeps, RefundOutcome, RefundRecord } from './issue';
import { REFUND_MESSAGES as M } from './messages';
import { lockOrderMoney, shiftRefunded } from './order-lock';
import type { Reservation } from './reservation';
import { auditRefund } from './staff-audit';
import { log } from '../../observability/logger';

const RECORD_COLUMNS = ['id', 'amount_paise', 'destination', 'status', 'gateway_refund_id'] as const;

/** The gateway took the refund: the row is processed (or stays pending with the gateway's id, for the gateway to finish). */
export async function markGatewayAccepted(db: Kysely<Database> | Transaction<Database>, refundId: number, answer: Pick<GatewayRefund, 'id' | 'status'>): Promise<RefundRecord | null> {
  const row = await db
    .updateTable('refunds')
    .set({ status: answer.status === 'processed' ? 'processed' : 'pending', gateway_refund_id: answer.id, updated_at: new Date() })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returning([...RECORD_COLUMNS])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The gateway refused or failed the refund: the row is failed and the order
 * gives back what the row had reserved, under the order's lock, in the
 * caller's transaction (the webhook's) or one of its own. Only a pending row
 * fails, so a refund fails (and releases) once.
 */
export async function markFailedIn(trx: Transaction<Database>, refundId: number, reason: string): Promise<RefundRecord | null> {
  const pending = await trx.selectFrom('refunds').select(['order_id', 'staff_id']).where('id', '=', refundId).where('status', '=', 'pending').executeTakeFirst();
  if (!pending) return null;
  // The order first, as every refund locks it, then the row: no two writers take these in another order.
  const order = await lockOrderMoney(trx, pending.order_id);
  const row = await trx
    .updateTable('refunds')
    .set({ status: 'failed', failure_reason: reason.slice(0, 500), updated_at: new Date() })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returning([...RECORD_COLUMNS])
    .executeTakeFirst();
  if (!row || !order) return null;
  await shiftRefunded(trx, order, -row.amount_paise, row.destination === 'original' ? -row.amount_paise : 0);
  await auditRefund(trx, pending.staff_id, order.id, 'refund-failed', `Refund of ${formatRupees(row.amount_paise)} on order ${order.order_number} failed at the gateway: ${reason}`);
  return row;
}

export function markFailed(db: Kysely<Database>, refundId: number, reason: string): Promise<RefundRecord | null> {
  return db.transaction().execute((trx) => markFailedIn(trx, refundId, reason));
}

/** A reserved refund to the original payment goes to the gateway now, after its reservation committed; a wallet refund is done already. */
export async function settleRefund(deps: RefundDeps, reservation: Reservation): Promise<RefundOutcome> {
  const ask = reservation.gateway;
  if (!ask) return { ok: true, refund: reservation.record };
  let answer: GatewayRefund;
  try {
    answer = await deps.gateway.refundPayment(ask);
  } catch (error) {
    const refusal = error instanceof GatewayRefusal;
    const reason = error instanceof Error ? error.message : String(error);
    if (!refusal) log.error({ err: error, refund_id: reservation.record.id }, 'refunds: the gateway could not be asked');
    await markFailed(deps.db, reservation.record.id, reason);
    return { ok: false, status: 502, message: refusal ? M.gatewayRefused(reason) : M.gatewayUnreachable };
  }
  if (answer.status === 'failed') {
    await markFailed(deps.db, reservation.record.id, 'The gateway marked the refund failed');
    return { ok: false, status: 502, message: M.gatewayFailed };
  }
  const record = await markGatewayAccepted(deps.db, reservation.record.id, answer);
  // Null: a webhook for this very refund got there first; the row says how it ended.
  return { ok: true, refund: record ?? (await currentRecord(deps.db, reservation.record.id)) };
}

async function currentRecord(db: Kysely<Database>, refundId: number): Promise<RefundRecord> {
  return db.selectFrom('refunds').select([...RECORD_COLUMNS]).where('id', '=', refundId).executeTakeFirstOrThrow();
}
