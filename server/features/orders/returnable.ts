import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ServerMessageKey, Translator } from '../../i18n/translate';

export interface ReturnRequestRef {
  id: number;
  kind: 'return' | 'replace';
  status: string;
}

export interface Returnable {
  eligible: boolean;
  reason: string;
  window_ends_at: string | null;
  request: ReturnRequestRef | null;
}

export interface ReturnableInput {
  orderStatus: string;
  deliveredAt: Date | null;
  returnDays: number;
  /** The line's latest request, rejected ones included (a rejection may be followed by a new request). */
  request: (ReturnRequestRef & { open: boolean }) | null;
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const RETURN_REASONS = {
  notDelivered: 'api.returnable.notDelivered',
  notReturnable: 'api.returnable.notReturnable',
  windowClosed: 'api.returnable.windowClosed',
  requestOpen: 'api.returnable.requestOpen',
  eligible: 'api.returnable.eligible',
} as const satisfies Record<string, ServerMessageKey>;

/** Whether a line may be returned or replaced now: delivered, inside its category's window, nothing already open; the reason in `tr`'s language. */
export function returnableFor(input: ReturnableInput, tr: Translator): Returnable {
  const request = input.request ? { id: input.request.id, kind: input.request.kind, status: input.request.status } : null;
  const verdict = (eligible: boolean, reason: ServerMessageKey, windowEndsAt: Date | null = null): Returnable => ({
    eligible,
    reason: tr(reason),
    window_ends_at: windowEndsAt ? windowEndsAt.toISOString() : null,
    request,
  });
  if (input.returnDays <= 0) return verdict(false, RETURN_REASONS.notReturnable);
  if (input.orderStatus !== 'delivered' || input.deliveredAt === null) return verdict(false, RETURN_REASONS.notDelivered);
  const endsAt = new Date(input.deliveredAt.getTime() + input.returnDays * DAY_MS);
  if (input.request?.open) return verdict(false, RETURN_REASONS.requestOpen, endsAt);
  if (input.now.getTime() > endsAt.getTime()) return verdict(false, RETURN_REASONS.windowClosed, endsAt);
  return verdict(true, RETURN_REASONS.eligible, endsAt);
}

/** The latest request per order line of these lines. */
export async function latestRequests(db: Kysely<Database>, itemIds: readonly number[]): Promise<Map<number, ReturnRequestRef & { open: boolean }>> {
  const byItem = new Map<number, ReturnRequestRef & { open: boolean }>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('returns')
    .select(['id', 'order_item_id', 'kind', 'status'])
    .where('order_item_id', 'in', [...itemIds])
    .orderBy('id')
    .execute();
  for (const row of rows) byItem.set(row.order_item_id, { id: row.id, kind: row.kind, status: row.status, open: row.status !== 'rejected' });
  return byItem;
}
