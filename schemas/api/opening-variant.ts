/**
 * The one rule for which variant a product is offered at: the variant its page
 * opens on, whose price, MRP and stock every card, carousel, suggestion,
 * wishlist row, sort and price filter shows. The cheapest variant in stock
 * (ties: catalogue order); when none is in stock, the cheapest (ties:
 * catalogue order). A cheaper variant that cannot be bought never sets the
 * price a shopper is shown.
 *
 * The storefront picks the opening variant with this; the database keeps the
 * product row on the same variant with the SQL twin in migration 0007
 * (refresh_product_offers), and tests/server/catalog-offer.test.ts holds the
 * two together over every product of the demo catalogue.
 */

export interface OfferCandidate {
  /** Selling price, paise. */
  price: number;
  stock: number;
}

/** The opening variant of variants given in catalogue order (position, then id); null when there are none. */
export function openingVariant<V extends OfferCandidate>(variants: readonly V[]): V | null {
  let inStock: V | null = null;
  let cheapest: V | null = null;
  for (const v of variants) {
    if (v.stock > 0 && (!inStock || v.price < inStock.price)) inStock = v;
    if (!cheapest || v.price < cheapest.price) cheapest = v;
  }
  return inStock ?? cheapest;
}

/** Whether the variants cost different amounts, so a card says "from" before the opening price. */
export function priceVaries(variants: readonly OfferCandidate[]): boolean {
  return variants.some((v) => v.price !== variants[0]?.price);
}
