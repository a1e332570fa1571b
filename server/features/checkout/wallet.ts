import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The shopper's wallet balance in paise, applied before any payment method.
 * The wallet itself (top-ups, refunds to it, its ledger) arrives with issue 6,
 * which replaces this body with a read of the ledger; every caller already
 * goes through here, inside the order's transaction.
 */
export function walletBalance(_db: Db, _userId: number): Promise<number> {
  return Promise.resolve(0);
}
