import type { ProductList } from '../../../../../schemas/api/catalog';

const count = new Intl.NumberFormat('en-IN');

/** The sheet's closing button says what the shopper will see: "Show 312 products". */
export function showResultsLabel(list: ProductList | undefined, isStale: boolean): string {
  if (!list || isStale) return 'Show products';
  return `Show ${count.format(list.total)} ${list.total === 1 ? 'product' : 'products'}`;
}
