import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { financialYearOf, formatInvoiceNumber } from './financial-year';

export interface InvoiceNumber {
  number: string;
  date: Date;
}

/**
 * The order's invoice number, assigned on first use. The order row is locked
 * first, so two readers of one order cannot both draw a number, and the
 * sequence only advances in the same transaction that stores the number: a
 * failure rolls both back, leaving no gap in the year's run.
 */
export async function ensureInvoiceNumber(db: Kysely<Database>, orderId: number): Promise<InvoiceNumber | null> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['invoice_number', 'invoice_date'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return null;
    if (order.invoice_number !== null && order.invoice_date !== null) return { number: order.invoice_number, date: new Date(order.invoice_date) };
    const date = new Date();
    const year = financialYearOf(date);
    const next = await trx
      .insertInto('invoice_sequences')
      .values({ financial_year: year.code, last_number: 1 })
      .onConflict((oc) => oc.column('financial_year').doUpdateSet({ last_number: sql<number>`invoice_sequences.last_number + 1` }))
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const number = formatInvoiceNumber(year, next.last_number);
    await trx.updateTable('orders').set({ invoice_number: number, invoice_date: date }).where('id', '=', orderId).execute();
    return { number, date };
  });
}
