import type { Kysely, Transaction } from 'kysely';
import { RETURN_STATUS_LABELS, type PickupSlot, type ReturnCondition, type ReturnKind, type ReturnStatus } from '../../../schemas/api/returns';
import type { Database } from '../../db/types';
import type { FieldProblem } from '../../http/respond';
import type { Mailer } from '../../mail/mailer';
import type { ConfigEventHub } from '../live/hub';
import type { PaymentGateway } from '../payments/gateway';
import { refuse, type DeskActor, type DeskRefusal } from '../studio/desk-write';
import { allowedNext } from './transitions';

/** What moving a request needs: its database, the gateway a refund goes back through, the mailer that tells the shopper. */
export interface ReturnStepDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Told after a replacement order takes stock, so listings show it; absent where nothing listens. */
  hub?: Pick<ConfigEventHub, 'catalogChanged'> | undefined;
  /** Told after every step, so the shopper's open order pages (the line's request, a replacement order) refetch. */
  orderEvents?: Pick<ConfigEventHub, 'orderChanged'> | undefined;
}

export interface Pickup {
  /** YYYY-MM-DD, India. */
  date: string;
  slot: PickupSlot | null;
}

/** One step along the state machine, with what staff give for it. */
export type ReturnStep =
  | { to: 'approved'; reason: string; pickup: Pickup | null }
  | { to: 'rejected'; reason: string }
  | { to: 'picked_up'; note: string }
  | { to: 'received'; condition: ReturnCondition; note: string }
  /** destination null: what the shopper asked for. */
  | { to: 'refunded'; destination: 'original' | 'wallet' | null; note: string }
  | { to: 'replaced'; note: string };

/**
 * Done, with the studio's sentence; `pending` when the step was asked of the
 * gateway and has not happened yet (a refund the gateway is still processing).
 */
export type StepOutcome = { ok: true; message: string; pending: boolean } | DeskRefusal | GatewayFailure;

/** The payment gateway failed a refund: nothing changed here, and asking again is safe. */
export interface GatewayFailure {
  ok: false;
  status: 502;
  message: string;
  problems?: FieldProblem[];
}

/** Who takes a step: the staff account, for the timeline and the audit log. */
export type ReturnActor = DeskActor;

export const RETURN_NOT_FOUND = 'We could not find this return request';

/** A request as the steps read it, locked for the rest of the transaction: two steps on one request run one after the other. */
export async function lockRequest(tx: Transaction<Database>, id: number) {
  return tx
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .select(['r.id', 'r.kind', 'r.status', 'r.qty', 'r.user_id', 'r.order_id', 'r.refund_destination', 'r.pickup_date', 'r.pickup_slot', 'o.order_number'])
    .select(['i.id as item_id', 'i.title', 'i.variant_label', 'i.product_id', 'i.variant_id', 'i.category_id', 'i.slug', 'i.hsn_code', 'i.gst_rate', 'i.unit_price_paise', 'i.qty as item_qty', 'i.discount_paise'])
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();
}

export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

const lower = (status: ReturnStatus) => RETURN_STATUS_LABELS[status].toLowerCase();

/** How the audit log and messages name a request: "return #12 (order CB261120-000123, Orderfix Mouse × 2)". */
export function requestName(request: Pick<LockedRequest, 'id' | 'kind' | 'order_number' | 'title' | 'qty'>): string {
  return `${request.kind === 'return' ? 'return' : 'replacement'} #${request.id} (order ${request.order_number}, ${request.title} × ${request.qty})`;
}

/** Why `to` cannot follow the request's status (a 409 that says what can); null when it can. */
export function wrongStep(request: { kind: ReturnKind; status: ReturnStatus }, to: ReturnStatus): DeskRefusal | null {
  const next = allowedNext(request.kind, request.status);
  if (next.includes(to)) return null;
  const what = request.kind === 'return' ? 'This return' : 'This replacement request';
  const then = next.length === 0 ? 'it is closed' : `next it can be ${next.map(lower).join(' or ')}`;
  return refuse(409, `${what} is ${lower(request.status)}, so it cannot be ${lower(to)}: ${then}. Nothing was changed`);
}

/**
 * Moves the locked request to `to` with the step's columns, and appends the
 * step to its timeline with the staff account that took it. The UPDATE still
 * matches the status it was read in, as a second guard beside the lock.
 */
export async function moveRequest(
  tx: Transaction<Database>,
  request: Pick<LockedRequest, 'id' | 'status'>,
  to: ReturnStatus,
  step: { note: string; staffId: number | null; columns?: Partial<{ decision_reason: string; pickup_date: string | null; pickup_slot: PickupSlot | null; condition: ReturnCondition; condition_note: string; replacement_order_id: number }> },
  now: Date,
): Promise<void> {
  const moved = await tx
    .updateTable('returns')
    .set({ ...step.columns, status: to, updated_at: now })
    .where('id', '=', request.id)
    .where('status', '=', request.status)
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) throw new Error(`return ${request.id} changed under its lock`);
  await tx.insertInto('return_events').values({ return_id: request.id, status: to, note: step.note, staff_id: step.staffId, created_at: now }).execute();
}
