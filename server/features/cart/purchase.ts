import type { Kysely } from 'kysely';
import { encodeCartSize, type CartSize } from '../../../schemas/api/cart';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import type { Database } from '../../db/types';
import { productText } from '../catalog/localise';
import type { LineLimits } from './limits';

/** What a cart line would hold: the product, its chosen variant (0 for none) and today's limits. */
export interface Purchase extends LineLimits {
  productId: number;
  variantId: number;
  /** The size JSON to store, rebuilt from the database's variant rather than the browser's label. */
  size: string;
}

export type PurchaseLookup =
  | { kind: 'ok'; purchase: Purchase }
  | { kind: 'no-product' }
  | { kind: 'choose-option'; title: string }
  | { kind: 'unknown-option'; title: string };

/**
 * Resolves the product and the variant `size` names. A product with variants
 * needs one of its own; a product without variants ignores any variant sent,
 * so a stale or hand-made size cannot split its line in two. The title, for
 * a refusal, is in the shopper's language.
 */
export async function findPurchase(db: Kysely<Database>, productId: number, size: CartSize, locale: Locale = DEFAULT_LOCALE): Promise<PurchaseLookup> {
  const product = await db
    .selectFrom('products as p')
    .select((eb) => [
      'p.id',
      'p.title',
      'p.translations',
      'p.stock',
      'p.max_per_order',
      eb.exists(eb.selectFrom('product_variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id')).as('has_variants'),
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!product) return { kind: 'no-product' };
  const { title } = productText(product, locale);
  const base = { productId: product.id, title, max_per_order: product.max_per_order };
  if (!product.has_variants) return { kind: 'ok', purchase: { ...base, variantId: 0, size: '{}', stock: product.stock } };
  if (size.variant_id === undefined) return { kind: 'choose-option', title };

  const variant = await db
    .selectFrom('product_variants')
    .select(['id', 'label', 'stock'])
    .where('id', '=', size.variant_id)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  if (!variant) return { kind: 'unknown-option', title };
  return {
    kind: 'ok',
    purchase: { ...base, variantId: variant.id, size: encodeCartSize({ variant_id: variant.id, label: variant.label }), stock: variant.stock },
  };
}
