import { sql, type Kysely } from 'kysely';
import type { ExperimentGoal } from '../../../schemas/api/experiments';
import type { Database } from '../../db/types';
import type { Exposure } from '../personalisation/personalise';

/** The first rendering of each experiment for this visitor; later ones change nothing. */
export async function recordExposures(db: Kysely<Database>, sessionId: string, exposures: readonly Exposure[]): Promise<void> {
  if (exposures.length === 0) return;
  await db
    .insertInto('experiment_exposures')
    .values(exposures.map((e) => ({ experiment_id: e.experimentId, session_id: sessionId, variant: e.variant })))
    .onConflict((oc) => oc.columns(['experiment_id', 'session_id']).doNothing())
    .execute();
}

/**
 * Credits a conversion to the variant of every running experiment the visitor
 * was exposed to. Add to cart and checkout count once per visitor (the unique
 * index drops repeats); a paid order counts once per order, with its amount.
 */
export async function recordConversion(db: Kysely<Database>, sessionId: string, kind: ExperimentGoal, order?: { id: number; amountPaise: number }): Promise<void> {
  await sql`
    insert into experiment_conversions (experiment_id, session_id, variant, kind, order_id, amount_paise)
    select e.experiment_id, e.session_id, e.variant, ${kind}, ${order?.id ?? null}, ${order?.amountPaise ?? 0}
    from experiment_exposures e join experiments x on x.id = e.experiment_id and x.status = 'running'
    where e.session_id = ${sessionId}
    on conflict do nothing`.execute(db);
}

/** Which browser placed an order: its payment is confirmed later, by the gateway, with no session of its own. */
export async function rememberOrderSession(db: Kysely<Database>, orderId: number, sessionId: string): Promise<void> {
  await db.insertInto('order_sessions').values({ order_id: orderId, session_id: sessionId }).onConflict((oc) => oc.column('order_id').doNothing()).execute();
}

/** An order was paid: credited to the experiments its shopper saw, with what it cost them. */
export async function recordOrderPaid(db: Kysely<Database>, orderId: number): Promise<void> {
  const row = await db
    .selectFrom('order_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.session_id', 'o.total_paise'])
    .where('s.order_id', '=', orderId)
    .executeTakeFirst();
  if (row) await recordConversion(db, row.session_id, 'order_paid', { id: orderId, amountPaise: row.total_paise });
}
