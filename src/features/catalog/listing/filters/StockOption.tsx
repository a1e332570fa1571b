import { useListing } from '../ListingContext';
import { OptionCount } from './OptionCount';
import { useT } from '../../../../i18n/useT';
import styles from './FilterOptions.module.css';


/**
 * "In stock only", with how many it would list (facets.in_stock_count, under
 * the other filters in force). With none in stock it cannot be ticked, as it
 * would only empty the list; ticked, it can always be unticked.
 */
export function StockOption() {
  const { params, list, setParams } = useListing();
  const t = useT();
  const none = list !== undefined && list.facets.in_stock_count === 0 && !params.inStock;
  return (
    <label className={styles.check}>
      <input type="checkbox" data-replay="filter" checked={params.inStock} disabled={none} onChange={(event) => setParams({ inStock: event.currentTarget.checked })} />
      <span className={styles.name}>{t('listing.inStockOnly')}</span>
      {list ? <OptionCount count={list.facets.in_stock_count} /> : null}
    </label>
  );
}
