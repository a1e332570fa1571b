import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { formatRupees } from '../checkout/rupees';
import { lockRequest, moveRequest, wrongStep } from '../returns/steps';
import type { RefundRecord } from './issue';
import { DESTINATION_WORDS } from './messages';
import { markFailedIn, markGatewayAccepted } from './settle';

/** A pending refund the gateway finished: what its shopper is told once the webhook's transaction commits. */
export interface GatewayRefundChange {
  orderId: number;
  refundId: number;
  outcome: 'processed' | 'failed';
  amountPaise: number;
  destination: 'original' | 'wallet';
  /** The return this refund paid for, moved to refunded with it; null when none moved. */
  refundedReturnId: number | null;
}

/**
 * Razorpay finishes a pending refund later and says so by webhook
 * (refund.processed, refund.failed), naming its own refund id. Returns what
 * changed, or null when no refund of ours did (unknown, or finished already).
 */
export async function applyGatewayRefundEvent(trx: Transaction<Database>, event: 'refund.processed' | 'refund.failed', gatewayRefundId: string): Promise<GatewayRefundChange | null> {
  const row = await trx.selectFrom('refunds').select(['id', 'status', 'order_id', 'return_id', 'staff_id']).where('gateway_refund_id', '=', gatewayRefundId).executeTakeFirst();
  if (!row || row.status !== 'pending') return null;
  const change = (outcome: GatewayRefundChange['outcome'], record: RefundRecord, refundedReturnId: number | null): GatewayRefundChange => ({
    orderId: row.order_id,
    refundId: row.id,
    outcome,
    amountPaise: record.amount_paise,
    destination: record.destination,
    refundedReturnId,
  });
  if (event === 'refund.failed') {
    // The return, if any, stays received: the return desk's Refund tries this row again.
    const failed = await markFailedIn(trx, row.id, 'The gateway reported the refund failed');
    return failed ? change('failed', failed, null) : null;
  }
  const processed = await markGatewayAccepted(trx, row.id, { id: gatewayRefundId, status: 'processed' });
  if (!processed) return null;
  const refundedReturnId = row.return_id === null ? null : await refundReturnIn(trx, row.return_id, processed, row.staff_id);
  return change('processed', processed, refundedReturnId);
}

/**
 * The return desk left the request received while its refund was pending
 * (server/features/returns/refund.ts); now the money has left, it takes the
 * same step on the state machine, naming the staff account that refunded it.
 * A request no longer received (moved by a desk press meanwhile) is left as it is.
 */
async function refundReturnIn(trx: Transaction<Database>, returnId: number, refund: RefundRecord, staffId: number | null): Promise<number | null> {
  const request = await lockRequest(trx, returnId);
  if (!request || wrongStep(request, 'refunded')) return null;
  const note = `Refunded ${formatRupees(refund.amount_paise)} to ${DESTINATION_WORDS[refund.destination]}: the payment gateway processed it`;
  await moveRequest(trx, request, 'refunded', { note, staffId }, new Date());
  return request.id;
}
