import type { Kysely } from 'kysely';
import type { AddressSnapshot } from '../../../schemas/api/addresses';
import { stateName } from '../../../schemas/api/india';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/types';
import type { ServerMessageKey, Translator } from '../../i18n/translate';
import { latestRequests, RETURN_REASONS, returnableFor } from '../orders/returnable';

export interface NewReturn {
  userId: number;
  orderItemId: number;
  kind: 'return' | 'replace';
  qty: number;
  reason: string;
  details: string;
  pickupAddressId: number;
  refundDestination: 'original' | 'wallet';
}

export type CreateResult = { ok: true; id: number } | { ok: false; status: 400 | 404 | 409; message: string };

export const RETURN_MESSAGES = {
  itemNotFound: 'api.returns.itemNotFound',
  addressNotFound: 'api.returns.addressNotFound',
  requested: 'api.returns.requested',
} as const satisfies Record<string, ServerMessageKey>;

/** Files a return or replacement for one of the shopper's own delivered lines, within its category's window; refusals in `tr`'s language. */
export async function createReturn(db: Kysely<Database>, input: NewReturn, tr: Translator, now = new Date()): Promise<CreateResult> {
  const item = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('categories as c', 'c.id', 'i.category_id')
    .select(['i.id', 'i.order_id', 'i.qty', 'o.status', 'o.delivered_at', 'c.return_days'])
    .where('i.id', '=', input.orderItemId)
    .where('o.user_id', '=', input.userId)
    .executeTakeFirst();
  if (!item) return { ok: false, status: 404, message: tr(RETURN_MESSAGES.itemNotFound) };
  const requests = await latestRequests(db, [item.id]);
  const verdict = returnableFor({
    orderStatus: item.status,
    deliveredAt: item.delivered_at ? new Date(item.delivered_at) : null,
    returnDays: item.return_days ?? 7,
    request: requests.get(item.id) ?? null,
    now,
  }, tr);
  if (!verdict.eligible) return { ok: false, status: 409, message: verdict.reason };
  if (input.qty > item.qty) return { ok: false, status: 400, message: tr('api.returns.qtyTooMany', { qty: item.qty }) };
  const address = await db.selectFrom('addresses').selectAll().where('id', '=', input.pickupAddressId).where('user_id', '=', input.userId).executeTakeFirst();
  if (!address) return { ok: false, status: 404, message: tr(RETURN_MESSAGES.addressNotFound) };
  const pickup: AddressSnapshot = {
    name: address.name,
    mobile: address.mobile,
    pin: address.pin,
    house: address.house,
    locality: address.locality,
    landmark: address.landmark,
    city: address.city,
    state_code: address.state_code,
    state: stateName(address.state_code),
  };
  try {
    return await db.transaction().execute(async (trx): Promise<CreateResult> => {
      const row = await trx
        .insertInto('returns')
        .values({
          order_id: item.order_id,
          order_item_id: item.id,
          user_id: input.userId,
          kind: input.kind,
          qty: input.qty,
          reason: input.reason,
          details: input.details,
          pickup_address: JSON.stringify(pickup),
          refund_destination: input.refundDestination,
          status: 'requested',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('return_events').values({ return_id: row.id, status: 'requested', note: input.details }).execute();
      return { ok: true, id: row.id };
    });
  } catch (error) {
    // A second tap racing the first meets the one-open-request-per-line index.
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: tr(RETURN_REASONS.requestOpen) };
    throw error;
  }
}
