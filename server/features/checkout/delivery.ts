import type { Kysely, Transaction } from 'kysely';
import { CHECKOUT_RULES, type Quote } from '../../../schemas/api/checkout';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

export interface PinInfo {
  pin: string;
  zone: Quote['delivery']['zone'];
  serviceable: boolean;
  cod_available: boolean;
  delivery_days: number;
}

export async function findPin(db: Db, pin: string): Promise<PinInfo | null> {
  const row = await db
    .selectFrom('pin_codes')
    .select(['pin', 'zone', 'serviceable', 'cod_available', 'delivery_days'])
    .where('pin', '=', pin)
    .executeTakeFirst();
  return row ?? null;
}


/**
 * The delivery charge for the PIN's zone, free once the items (after the
 * coupon) reach the threshold. A PIN missing from the table is one we have
 * no courier for: unserviceable, like one marked so.
 */
export function deliveryQuote(pin: string, info: PinInfo | null, itemsAfterCouponPaise: number): Quote['delivery'] {
  const zone = info?.zone ?? 'national';
  const free = itemsAfterCouponPaise >= CHECKOUT_RULES.freeDeliveryAbovePaise;
  return {
    pin,
    zone,
    serviceable: info?.serviceable ?? false,
    charge_paise: free ? 0 : CHECKOUT_RULES.deliveryChargePaise[zone],
    free_above_paise: CHECKOUT_RULES.freeDeliveryAbovePaise,
    days: info?.delivery_days ?? 0,
  };
}
