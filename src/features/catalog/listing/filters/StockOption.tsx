import { useListing } from '../ListingContext';
import styles from './FilterOptions.module.css';

const count = new Intl.NumberFormat('en-IN');

/** "In stock only", with how many in this list are (facets.in_stock_count). */
export function StockOption() {
  const { params, list, setParams } = useListing();
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={params.inStock} onChange={(event) => setParams({ inStock: event.currentTarget.checked })} />
      <span className={styles.name}>In stock only</span>
      {list ? (
        <span className={styles.count}>
          {count.format(list.facets.in_stock_count)}
          <span className="visually-hidden"> products</span>
        </span>
      ) : null}
    </label>
  );
}
