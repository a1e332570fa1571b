import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { audit, type AuditAction } from '../studio/audit';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * An audit line for a refund by staff, in the caller's transaction. The
 * module is told the staff account only (the returns desk calls it too), so
 * the line's actor is read from the account: its sign-in, as every audit
 * line names staff.
 */
export async function auditRefund(db: Db, staffId: number | null, orderId: number, action: AuditAction, summary: string): Promise<void> {
  if (staffId === null) return;
  const staff = await db.selectFrom('staff_accounts').select('login').where('id', '=', staffId).executeTakeFirst();
  await audit(db, { actor: staff?.login ?? `staff #${staffId}`, staffId: staff ? staffId : null, action, key: `order:${orderId}`, summary });
}
