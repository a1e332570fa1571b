import type { ProductInput } from '../../../schemas/api/product-desk';
import type { CheckedProduct } from '../product-desk/check';
import type { FileProduct, FileVariant } from './csv-rows';

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) => a.length === b.length && a.every((x, i) => same(x, b[i]!));

/** jsonb keeps an object's keys in its own order, so attributes compare as sets. */
function sameAttributes(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/**
 * Whether saving `input` would leave the product as it is: then the import
 * writes nothing for it and its revision stays, so re-importing an export
 * changes nothing. With variants, the product's own price, MRP and stock are
 * the triggers' and are not compared.
 */
export function sameProduct(current: FileProduct, variants: readonly FileVariant[], input: ProductInput, checked: CheckedProduct): boolean {
  const fields =
    current.slug === checked.slug &&
    current.title === input.title &&
    current.description === input.description &&
    sameList(current.highlights, input.highlights, (x, y) => x === y) &&
    current.brand_id === input.brand_id &&
    current.category_id === input.category_id &&
    current.sub_category_id === input.sub_category_id &&
    sameList(current.specifications, input.specifications, (x, y) => x.name === y.name && x.value === y.value) &&
    current.gst_rate === input.gst_rate &&
    current.hsn_code === input.hsn_code &&
    current.max_per_order === input.max_per_order &&
    current.is_best_seller === input.is_best_seller &&
    current.is_hot_deal === input.is_hot_deal &&
    current.is_new_arrival === input.is_new_arrival;
  if (!fields) return false;
  if (input.variants.length === 0) return variants.length === 0 && current.price_paise === input.price_paise && current.mrp_paise === input.mrp_paise && current.stock === input.stock;
  return variants.length === input.variants.length && variants.every((v, i) => { const w = input.variants[i]!; return v.id === w.id && v.label === w.label && sameAttributes(v.attributes, w.attributes) && v.price_paise === w.price_paise && v.mrp_paise === w.mrp_paise && v.stock === w.stock; });
}
