import type { Kysely, Transaction } from 'kysely';
import { walletWords } from '../wallet/words';
import type * as z from 'zod/mini';
import type { AddressSnapshot } from '../../../schemas/api/addresses';
import type { placeOrderFormSchema } from '../../../schemas/api/checkout';
import { stateName } from '../../../schemas/api/india';
import type { Locale } from '../../../schemas/locale';
import type { Database, OrderStatus } from '../../db/types';
import { t } from '../../i18n/translate';
import { recordOrderEvent } from '../orders/events';
import { promisedDeliveryDate } from '../orders/promise';
import { userOwner } from '../cart/owner';
import { formatOrderNumber, nextOrderId } from './order-number';
import { takeStock } from './stock';
import { lockCheckoutRows } from './pricing/lines';
import type { DeliveryAddress } from './pricing/address';
import { priceCheckout, type Priced } from './pricing/quote';
import { postWalletEntry } from '../wallet/ledger';

type Db = Kysely<Database> | Transaction<Database>;
export type PlaceOrderForm = z.output<typeof placeOrderFormSchema>;

export interface PlacedOrderRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  total_paise: number;
  online_paise: number;
}

/** `created`: this call wrote the order (false when a repeated press found the one its key already placed). */
export type PlaceOutcome = { ok: true; order: PlacedOrderRow; created: boolean } | { ok: false; status: 409 | 422; message: string };

async function orderByKey(db: Db, userId: number, key: string): Promise<PlacedOrderRow | null> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'order_number', 'status', 'total_paise', 'online_paise'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

/** The order's own copy of the address (schemas/api/addresses.ts addressSnapshotSchema). */
function snapshot(address: DeliveryAddress): AddressSnapshot {
  const { name, mobile, pin, house, locality, landmark, city, state_code } = address;
  return { name, mobile, pin, house, locality, landmark, city, state_code, state: stateName(state_code) };
}

/** Why this order cannot be placed as asked, in the order a shopper would fix things; null when it can. */
function refusalOf(priced: Priced, form: PlaceOrderForm, locale: Locale): { status: 409 | 422; message: string } | null {
  if (priced.quote.blockers.length > 0) return { status: 422, message: priced.quote.blockers.join(t(locale, 'api.checkout.blockerSeparator')) };
  if (form.coupon_code !== '' && priced.coupon === null) return { status: 422, message: priced.quote.coupon_error };
  if (priced.advance_refusal) return { status: 422, message: priced.advance_refusal };
  if (priced.quote.total_paise !== form.expected_total_paise) return { status: 409, message: t(locale, 'api.checkout.totalChanged') };
  return null;
}

/** Rolls the order's transaction back when the wallet share can no longer be paid. */
class WalletChangedError extends Error {
  constructor() {
    super('The wallet balance changed while the order was placed');
    this.name = 'WalletChangedError';
  }
}

/**
 * Places the order in one transaction: the cart, its products and the coupon
 * are locked, the cart is priced again by the quote's own engine, and only
 * if nothing changed is the order written, the stock taken and the cart
 * emptied. One press of the button is one idempotency key: the unique
 * (user_id, idempotency_key) constraint, not a check before writing, makes a
 * repeated or concurrent request find the order the first one placed.
 */
export async function placeOrder(db: Kysely<Database>, userId: number, form: PlaceOrderForm, locale: Locale): Promise<PlaceOutcome> {
  try {
    return await placeInTransaction(db, userId, form, locale);
  } catch (err) {
    // The balance the quote used was spent meanwhile (another order, another tab): nothing was written, the shopper sees the new total.
    if (err instanceof WalletChangedError) return { ok: false, status: 409, message: t(locale, 'api.checkout.totalChanged') };
    throw err;
  }
}

async function placeInTransaction(db: Kysely<Database>, userId: number, form: PlaceOrderForm, locale: Locale): Promise<PlaceOutcome> {
  return db.transaction().execute(async (trx): Promise<PlaceOutcome> => {
    await lockCheckoutRows(trx, userId);
    const priced = await priceCheckout(trx, userId, form, { lockCoupon: true, locale });
    const refusal = refusalOf(priced, form, locale);
    if (refusal) {
      // A retry of a placed order finds its cart already emptied: the order it placed is the answer.
      const placed = await orderByKey(trx, userId, form.idempotency_key);
      return placed ? { ok: true, order: placed, created: false } : { ok: false, ...refusal };
    }
    const { quote, address } = priced;
    if (!address) throw new Error('A quote without blockers always has an address');

    const wallet = quote.wallet.applied_paise;
    const online = quote.payment.online_now_paise;
    const cod = quote.payment.on_delivery_paise;
    const status: OrderStatus = online > 0 ? 'awaiting_payment' : 'placed';
    const paymentStatus = online > 0 ? 'pending' : cod > 0 ? 'cod_due' : 'paid';
    const id = await nextOrderId(trx);
    const placedAt = new Date();
    const inserted = await trx
      .insertInto('orders')
      .values({
        id,
        order_number: formatOrderNumber(id, placedAt),
        user_id: userId,
        idempotency_key: form.idempotency_key,
        status,
        payment_method: form.payment_method,
        payment_status: paymentStatus,
        address: JSON.stringify(snapshot(address)),
        delivery_state_code: address.state_code,
        mrp_total_paise: quote.mrp_total_paise,
        items_total_paise: quote.items_total_paise,
        coupon_code: quote.coupon?.code ?? null,
        coupon_discount_paise: quote.coupon?.discount_paise ?? 0,
        delivery_paise: quote.delivery.charge_paise,
        gst_paise: quote.gst_paise,
        wallet_paise: wallet,
        total_paise: quote.total_paise,
        online_paise: online,
        cod_paise: cod,
        // paid_paise counts what the gateway has taken towards online_paise (payments/attempts.ts charges online − paid); the wallet share is wallet_paise.
        paid_paise: 0,
        // The promise shown on the order page is the one made now, whatever the PIN table says later.
        delivery_zone: quote.delivery.zone,
        promised_delivery_date: promisedDeliveryDate(placedAt, quote.delivery.days),
        locale: form.locale,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning(['id', 'order_number', 'status', 'total_paise', 'online_paise'])
      .executeTakeFirst();
    if (!inserted) {
      const placed = await orderByKey(trx, userId, form.idempotency_key);
      if (!placed) throw new Error('The idempotency key conflicted but no order holds it');
      return { ok: true, order: placed, created: false };
    }

    if (wallet > 0) {
      // The wallet share leaves the ledger in the order's own transaction; the ledger refuses an overdraft a racing order made.
      const debit = await postWalletEntry(trx, {
        userId,
        amountPaise: -wallet,
        kind: 'order_payment',
        reference: `order:${id}`,
        ...walletWords('api.wallet.paidForOrder', { order: inserted.order_number }),
      });
      if (!debit.ok) throw new WalletChangedError();
    }
    await takeStock(trx, priced.lines);
    await trx
      .insertInto('order_items')
      .values(
        priced.lines.map((l) => ({
          order_id: id,
          product_id: l.product_id,
          variant_id: l.variant_id,
          category_id: l.category_id,
          title: l.title,
          variant_label: l.variant_label,
          slug: l.slug,
          hsn_code: l.hsn_code,
          gst_rate: l.gst_rate,
          qty: l.qty,
          unit_mrp_paise: l.unit_mrp_paise,
          unit_price_paise: l.unit_price_paise,
          discount_paise: l.discount_paise,
        })),
      )
      .execute();
    await recordOrderEvent(trx, id, status, status === 'placed' ? 'Order placed' : 'Waiting for the online payment');
    if (priced.coupon) await trx.insertInto('coupon_redemptions').values({ coupon_id: priced.coupon.id, user_id: userId, order_id: id }).execute();
    await trx.deleteFrom('cart_items').where('owner_key', '=', userOwner(userId, '').key).execute();
    return { ok: true, order: inserted, created: true };
  });
}
