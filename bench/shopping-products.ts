import { catalogPaths, productDetailSchema, productListPath, productListSchema } from '../schemas/api/catalog';
import { envelopeSchema } from '../schemas/api/envelope';
import { openingVariant } from '../schemas/api/opening-variant';
import { STOREFRONT_AUTH } from './load';
import type { Buyable } from './shopping-visit';

/**
 * The products the visits look at and buy: the shop's most popular in stock
 * across its categories, each at the variant its page opens on, which is
 * what "Add to cart" sends when the shopper chooses nothing.
 */
export async function pickProducts(base: string, count: number): Promise<Buyable[]> {
  const get = async (path: string) => {
    const res = await fetch(`${base}/api/${path}`, { headers: { Authorization: STOREFRONT_AUTH } });
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res.json();
  };
  const list = envelopeSchema(productListSchema).parse(await get(productListPath({ in_stock: 'true', sort: 'popularity', page_size: '60' }))).data;
  const picked: Buyable[] = [];
  for (const item of list.items.slice(0, count)) {
    const product = envelopeSchema(productDetailSchema).parse(await get(catalogPaths.product(item.id))).data;
    const variant = openingVariant(product.variants);
    picked.push({ id: product.id, categoryId: product.category_id, variantId: variant ? variant.id : null });
  }
  if (picked.length === 0) throw new Error('no product in stock to shop for');
  return picked;
}
