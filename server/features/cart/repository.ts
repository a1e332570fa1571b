import { sql, type Kysely } from 'kysely';
import type { CartSize } from '../../../schemas/api/cart';
import type { Database } from '../../db/types';
import type { Translator } from '../../i18n/translate';
import { capMessage, limitRefusal, lineCap } from './limits';
import type { CartOwner } from './owner';
import { findPurchase, type PurchaseLookup } from './purchase';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';

export type CartChange = { ok: true; lineId: number } | { ok: false; status: 404 | 422; message: string };

function refused(status: 404 | 422, message: string): CartChange {
  return { ok: false, status, message };
}

function lookupRefusal(found: Exclude<PurchaseLookup, { kind: 'ok' }>, tr: Translator): CartChange {
  switch (found.kind) {
    case 'no-product':
      return refused(404, tr('api.cart.productNotFound'));
    case 'choose-option':
      return refused(422, tr('api.cart.chooseOption', { title: found.title }));
    case 'unknown-option':
      return refused(422, tr('api.cart.optionUnavailable'));
  }
}

/**
 * Adds `qty` units to the owner's line for the product and variant, creating
 * the line if needed. The cap is read in the transaction and enforced by the
 * upsert itself: the database adds to whatever the line holds at that moment
 * and refuses (no row returned) past the cap, so parallel adds can neither
 * lose an update nor overshoot.
 */
export async function addToCart(
  db: Kysely<Database>,
  owner: CartOwner,
  productId: number,
  qty: number,
  size: CartSize,
  tr: Translator,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CartChange> {
  return db.transaction().execute(async (trx) => {
    const found = await findPurchase(trx, productId, size, locale);
    if (found.kind !== 'ok') return lookupRefusal(found, tr);
    const purchase = found.purchase;
    const cap = lineCap(purchase);
    if (qty <= cap) {
      const row = await trx
        .insertInto('cart_items')
        .values({
          owner_key: owner.key,
          user_id: owner.userId,
          session_id: owner.sessionId,
          product_id: purchase.productId,
          variant_id: purchase.variantId,
          size: purchase.size,
          qty,
        })
        .onConflict((oc) =>
          oc
            .columns(['owner_key', 'product_id', 'variant_id'])
            .doUpdateSet((eb) => ({ qty: eb('cart_items.qty', '+', eb.ref('excluded.qty')), updated_at: sql<Date>`now()` }))
            .where((eb) => eb(eb('cart_items.qty', '+', eb.ref('excluded.qty')), '<=', cap)),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) return { ok: true, lineId: row.id };
    }
    const line = await trx
      .selectFrom('cart_items')
      .select('qty')
      .where('owner_key', '=', owner.key)
      .where('product_id', '=', purchase.productId)
      .where('variant_id', '=', purchase.variantId)
      .executeTakeFirst();
    return refused(422, capMessage(purchase, tr, line?.qty ?? 0));
  });
}

/** Sets the quantity of the owner's existing line (not a delta), within the same cap as adding. */
export async function setLineQuantity(
  db: Kysely<Database>,
  owner: CartOwner,
  productId: number,
  qty: number,
  size: CartSize,
  tr: Translator,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CartChange> {
  return db.transaction().execute(async (trx) => {
    const found = await findPurchase(trx, productId, size, locale);
    // With the product or the named variant gone, no such line can exist any more.
    if (found.kind === 'no-product' || found.kind === 'unknown-option') return refused(404, tr('api.cart.lineGone'));
    if (found.kind === 'choose-option') return lookupRefusal(found, tr);
    const purchase = found.purchase;
    const line = await trx
      .selectFrom('cart_items')
      .select('id')
      .where('owner_key', '=', owner.key)
      .where('product_id', '=', purchase.productId)
      .where('variant_id', '=', purchase.variantId)
      .forUpdate()
      .executeTakeFirst();
    if (!line) return refused(404, tr('api.cart.lineGone'));
    const refusal = limitRefusal(purchase, qty, tr);
    if (refusal) return refused(422, refusal);
    await trx.updateTable('cart_items').set({ qty, updated_at: sql<Date>`now()` }).where('id', '=', line.id).execute();
    return { ok: true, lineId: line.id };
  });
}

/** Deletes the line only if it belongs to the owner; false when it does not (or is already gone). */
export async function deleteLine(db: Kysely<Database>, owner: CartOwner, lineId: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('id', '=', lineId).where('owner_key', '=', owner.key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Empties the owner's cart; other carts are untouched. Returns the number of lines removed. */
export async function clearCart(db: Kysely<Database>, owner: CartOwner): Promise<number> {
  const result = await db.deleteFrom('cart_items').where('owner_key', '=', owner.key).executeTakeFirst();
  return Number(result.numDeletedRows);
}
