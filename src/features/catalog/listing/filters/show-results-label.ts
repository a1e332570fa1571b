import type { ProductList } from '../../../../../schemas/api/catalog';
import { formatCount } from '../../../../ui/format';

/** The sheet's closing button says what the shopper will see: "Show 312 products". */
export function showResultsLabel(list: ProductList | undefined, isStale: boolean): string {
  if (!list || isStale) return 'Show products';
  return `Show ${formatCount(list.total)} ${list.total === 1 ? 'product' : 'products'}`;
}
