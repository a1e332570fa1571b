import type { ProductList } from '../../../../../schemas/api/catalog';
import type { Translate } from '../../../../i18n/useT';

/** The sheet's closing button says what the shopper will see: "Show 312 products". */
export function showResultsLabel(list: ProductList | undefined, isStale: boolean, t: Translate, count: (n: number) => string): string {
  if (!list || isStale) return t('listing.showProducts');
  return t('listing.showCount', { total: count(list.total), count: list.total });
}
