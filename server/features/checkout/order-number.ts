import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';

const istDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: '2-digit', month: '2-digit', day: '2-digit' });

/** 'CB' + the Indian date (yymmdd) + '-' + the order's id, zero-padded: unique because the id is. */
export function formatOrderNumber(id: number, placedAt: Date): string {
  const parts = Object.fromEntries(istDate.formatToParts(placedAt).map((p) => [p.type, p.value]));
  return `CB${parts.year ?? ''}${parts.month ?? ''}${parts.day ?? ''}-${String(id).padStart(6, '0')}`;
}

/**
 * The next order id, drawn from the orders sequence before the INSERT so the
 * order number can be written with it in one statement. A rolled-back or
 * duplicate (idempotent) attempt leaves a gap, which order numbers may have;
 * invoice numbers, which may not, are numbered elsewhere.
 */
export async function nextOrderId(trx: Transaction<Database>): Promise<number> {
  const row = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`.execute(trx);
  const id = row.rows[0]?.id;
  if (id === undefined) throw new Error('The orders sequence gave no value');
  return id;
}
