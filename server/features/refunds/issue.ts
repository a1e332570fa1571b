import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { PaymentGateway } from '../payments/gateway';
import { reserveRefund } from './reserve';
import { settleRefund } from './settle';

/*
 * The refund module: the one place money goes back to a shopper, for a
 * cancellation, a partial refund by staff and a return alike.
 *
 * A refund is reserved first, in a transaction that locks the order row:
 * what is still refundable is read there (pending and processed refunds
 * counted), the refund row is written 'pending' and the order's refunded
 * amounts move with it (the database's check refuses more than was paid), and
 * a refund to the wallet is credited at once. After the commit, a refund to
 * the original payment asks the gateway, outside any transaction, then
 * becomes 'processed' with the gateway's refund id, or 'failed', which
 * releases what it reserved.
 */

export interface RefundRequest {
  orderId: number;
  amountPaise: number; // > 0
  destination: 'original' | 'wallet';
  reason: string;
  staffId: number | null; // null: the shopper's own cancellation
  kind: 'cancel' | 'partial' | 'return';
  returnId?: number; // with kind 'return': at most one refund per return; a repeat call answers the existing refund (ok: true)
  lines?: { order_item_id: number; qty: number }[];
}

export interface RefundRecord {
  id: number;
  amount_paise: number;
  destination: 'original' | 'wallet';
  status: 'pending' | 'processed' | 'failed';
  gateway_refund_id: string | null;
}

export type RefundOutcome = { ok: true; refund: RefundRecord } | { ok: false; status: 400 | 404 | 409 | 502; message: string };

export interface RefundDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
}

/** Reserves, then (for the original payment) asks the gateway: see above. */
export async function issueRefund(deps: { db: Kysely<Database>; gateway: PaymentGateway }, request: RefundRequest): Promise<RefundOutcome> {
  const reserved = await deps.db.transaction().execute((trx) => reserveRefund(trx, request));
  if (!reserved.ok) return reserved;
  return settleRefund(deps, reserved.reservation);
}
