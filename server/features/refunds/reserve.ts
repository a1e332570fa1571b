import type { Transaction } from 'kysely';
import { refundLinesSchema, type RefundLine } from '../../../schemas/api/order-desk';
import type { Database } from '../../db/types';
import { formatRupees } from '../checkout/rupees';
import { creditWallet } from '../wallet/credit';
import { refundableToOriginal, refundableTotal } from './amounts';
import { paymentToRefund } from './gateway-payment';
import type { RefundRecord, RefundRequest } from './issue';
import { DESTINATION_WORDS, REFUND_MESSAGES as M } from './messages';
import { lockOrderMoney, shiftRefunded, type LockedOrder } from './order-lock';
import { refused, type Reserved } from './reservation';
import { auditRefund } from './staff-audit';
import { walletDescription, walletReference, walletShareReturn } from './wallet-credits';

const MAX_REASON = 300;
const RECORD_COLUMNS = ['id', 'amount_paise', 'destination', 'status', 'gateway_refund_id'] as const;

function checkRequest(request: RefundRequest): string | null {
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0) return M.amount;
  if (request.reason.trim().length > MAX_REASON) return M.reasonTooLong;
  if (request.kind === 'return' && request.returnId === undefined) return M.returnNeedsId;
  if (request.kind !== 'return' && request.returnId !== undefined) return M.onlyReturnsHaveId;
  if (request.destination === 'original' && request.amountPaise < 100) return M.originalMinimum;
  return null;
}

/** The lines are this order's, each named once, and not refunded beyond what was bought (refunds that failed do not count). */
async function checkLines(trx: Transaction<Database>, orderId: number, lines: readonly RefundLine[], revivedId: number | null): Promise<string | null> {
  if (lines.length === 0) return null;
  const items = await trx.selectFrom('order_items').select(['id', 'title', 'qty']).where('order_id', '=', orderId).execute();
  const earlier = await trx.selectFrom('refunds').select(['id', 'lines']).where('order_id', '=', orderId).where('status', '<>', 'failed').execute();
  const refundedQty = new Map<number, number>();
  for (const row of earlier) {
    if (row.id === revivedId) continue;
    for (const line of refundLinesSchema.parse(row.lines)) refundedQty.set(line.order_item_id, (refundedQty.get(line.order_item_id) ?? 0) + line.qty);
  }
  const seen = new Set<number>();
  for (const line of lines) {
    const item = items.find((i) => i.id === line.order_item_id);
    if (!item) return M.lineNotInOrder(line.order_item_id);
    if (seen.has(item.id)) return M.lineTwice(item.id);
    seen.add(item.id);
    const left = item.qty - (refundedQty.get(item.id) ?? 0);
    if (line.qty > left) return M.lineQty(item.title, Math.max(0, left));
  }
  return null;
}

/** A row just written: the module's view of it. */
function recordOf(row: { id: number; amount_paise: number; destination: 'original' | 'wallet'; status: RefundRecord['status']; gateway_refund_id: string | null }): RefundRecord {
  return { id: row.id, amount_paise: row.amount_paise, destination: row.destination, status: row.status, gateway_refund_id: row.gateway_refund_id };
}

/** Writes the refund row: a new one, or (a return's refund the gateway refused) the failed one again, so a return keeps one row. */
async function writeRow(trx: Transaction<Database>, order: LockedOrder, request: RefundRequest, paymentId: number | null, revivedId: number | null): Promise<RefundRecord | null> {
  const values = {
    amount_paise: request.amountPaise,
    destination: request.destination,
    status: request.destination === 'wallet' ? ('processed' as const) : ('pending' as const),
    staff_id: request.staffId,
    reason: request.reason.trim(),
    lines: JSON.stringify(request.lines ?? []),
    payment_id: paymentId,
  };
  if (revivedId !== null) {
    const row = await trx
      .updateTable('refunds')
      .set({ ...values, gateway_refund_id: null, failure_reason: '', updated_at: new Date() })
      .where('id', '=', revivedId)
      .returning([...RECORD_COLUMNS])
      .executeTakeFirstOrThrow();
    return recordOf(row);
  }
  let insert = trx.insertInto('refunds').values({ ...values, order_id: order.id, return_id: request.returnId ?? null, kind: request.kind });
  // The order's lock already serialises these; the indexes are the last word should a writer forget it.
  if (request.kind === 'cancel') insert = insert.onConflict((oc) => oc.column('order_id').where('kind', '=', 'cancel').doNothing());
  if (request.kind === 'return') insert = insert.onConflict((oc) => oc.column('return_id').where('return_id', 'is not', null).doNothing());
  const row = await insert.returning([...RECORD_COLUMNS]).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/**
 * Reserves one refund inside the caller's transaction (issueRefund's own, or
 * a cancellation's): checks, the row, the order's refunded amounts and, for
 * the wallet, the credit. Nothing is asked of the gateway here.
 */
export async function reserveRefund(trx: Transaction<Database>, request: RefundRequest, options: { walletSharePaise?: number } = {}): Promise<Reserved> {
  const problem = checkRequest(request);
  if (problem) return refused(400, problem);
  const order = await lockOrderMoney(trx, request.orderId);
  if (!order) return refused(404, M.orderNotFound);
  if (request.staffId !== null && !(await trx.selectFrom('staff_accounts').select('id').where('id', '=', request.staffId).executeTakeFirst()))
    return refused(400, `No staff account has the id ${request.staffId}`);

  let revivedId: number | null = null;
  if (request.returnId !== undefined) {
    const filed = await trx.selectFrom('returns').select('id').where('id', '=', request.returnId).where('order_id', '=', order.id).executeTakeFirst();
    if (!filed) return refused(404, M.returnNotFound);
    const existing = await trx.selectFrom('refunds').select([...RECORD_COLUMNS]).where('return_id', '=', request.returnId).executeTakeFirst();
    // Once per return: a repeat answers the refund already made (or being made); only a failed one is tried again.
    if (existing && existing.status !== 'failed') return { ok: true, reservation: { record: recordOf(existing), orderId: order.id, orderNumber: order.order_number, staffId: request.staffId, gateway: null } };
    revivedId = existing?.id ?? null;
  }
  if (request.kind === 'cancel' && order.status !== 'cancelled') return refused(409, M.cancelNeedsCancelled);

  const lines = request.lines ?? [];
  const lineProblem = await checkLines(trx, order.id, lines, revivedId);
  if (lineProblem) return refused(400, lineProblem);

  const left = refundableTotal(order);
  if (left === 0) return refused(409, M.nothingLeft);
  if (request.amountPaise > left) return refused(409, M.aboveRefundable(left));
  let payment: { id: number; gatewayPaymentId: string } | null = null;
  if (request.destination === 'original') {
    const originalLeft = refundableToOriginal(order);
    if (request.amountPaise > originalLeft) return refused(409, M.aboveOriginal(originalLeft));
    const found = await paymentToRefund(trx, order.id);
    if (!found) return refused(409, M.noGatewayPayment);
    if (request.amountPaise > found.leftPaise) return refused(409, M.onePayment(found.leftPaise));
    payment = found;
  }

  const record = await writeRow(trx, order, request, payment?.id ?? null, revivedId);
  if (!record) return refused(409, M.cancelRefunded);
  await shiftRefunded(trx, order, record.amount_paise, record.destination === 'original' ? record.amount_paise : 0);
  if (record.destination === 'wallet') {
    // A cancellation's row carries the order's own wallet share too, which returns as itself (a reversal) rather than as a refund.
    const share = Math.min(options.walletSharePaise ?? 0, record.amount_paise);
    if (share > 0) await creditWallet(trx, walletShareReturn(order, share));
    if (record.amount_paise > share)
      await creditWallet(trx, {
        userId: order.user_id,
        amountPaise: record.amount_paise - share,
        kind: 'refund',
        reference: walletReference(request.kind, { orderId: order.id, returnId: request.returnId, refundId: record.id }),
        ...walletDescription(request.kind, order.order_number),
      });
  }
  const reason = request.reason.trim();
  await auditRefund(
    trx,
    request.staffId,
    order.id,
    'refund-order',
    `${record.destination === 'wallet' ? 'Refunded' : 'Refunding'} ${formatRupees(record.amount_paise)} to ${DESTINATION_WORDS[record.destination]} on order ${order.order_number}${reason ? ` (${reason})` : ''}`,
  );
  return {
    ok: true,
    reservation: {
      record,
      orderId: order.id,
      orderNumber: order.order_number,
      staffId: request.staffId,
      gateway: payment
        ? { paymentId: payment.gatewayPaymentId, amountPaise: record.amount_paise, notes: { order_number: order.order_number, refund_id: String(record.id), kind: request.kind } }
        : null,
    },
  };
}
