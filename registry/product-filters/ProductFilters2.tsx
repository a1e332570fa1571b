import { useId } from 'react';
import type { ProductFilters2Props } from '../../schemas/sections/listing';
import { WithListing, useListing } from '../../src/features/catalog/listing/ListingContext';
import { ActiveFilters } from '../../src/features/catalog/listing/filters/ActiveFilters';
import { BrandOptions } from '../../src/features/catalog/listing/filters/BrandOptions';
import { FilterDropdown } from '../../src/features/catalog/listing/filters/FilterDropdown';
import { activeFilterCount } from '../../src/features/catalog/listing/filters/active-filters';
import { useSubCategoryParent } from '../../src/features/catalog/listing/filters/FilterGroups';
import { PriceOptions } from '../../src/features/catalog/listing/filters/PriceOptions';
import { SubCategoryOptions } from '../../src/features/catalog/listing/filters/SubCategoryOptions';
import { showResultsLabel } from '../../src/features/catalog/listing/filters/show-results-label';
import { cx } from '../../src/ui/cx';
import { useT } from '../../src/i18n/useT';
import { useFormat } from '../../src/i18n/useFormat';
import styles from './ProductFilters2.module.css';

/**
 * Filters as a bar above the products: sub-category chips, then Price and
 * Brand behind buttons (a panel on desktops, a bottom sheet on phones), an
 * In-stock toggle, and the filters in use as removable chips.
 */
export default function ProductFilters2(props: ProductFilters2Props) {
  return (
    <WithListing>
      <FilterBar {...props} />
    </WithListing>
  );
}

function FilterBar({ label, show_sub_categories, show_price, show_price_ranges, show_brands, brands_visible, show_availability }: ProductFilters2Props) {
  const { params, list, isStale, setParams, clearFilters } = useListing();
  const category = useSubCategoryParent(show_sub_categories);
  const headingId = useId();
  const t = useT();
  const format = useFormat();
  const done = showResultsLabel(list, isStale, t, format.count);

  return (
    <section aria-labelledby={headingId} className={styles.bar}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      {category ? (
        <nav aria-label={t('listing.categoryTypes', { title: category.title })} className={styles.scroller}>
          <SubCategoryOptions category={category} look="chips" />
        </nav>
      ) : null}
      <div className={cx(styles.row, styles.scroller)}>
        {show_price ? (
          <FilterDropdown label={t('listing.price')} activeCount={params.min !== null || params.max !== null ? 1 : 0} doneLabel={done}>
            <PriceOptions showBands={show_price_ranges} />
          </FilterDropdown>
        ) : null}
        {show_brands ? (
          <FilterDropdown label={t('listing.brand')} activeCount={params.brands.length} doneLabel={done}>
            <BrandOptions visible={brands_visible} />
          </FilterDropdown>
        ) : null}
        {show_availability ? (
          <button type="button" className={styles.toggle} aria-pressed={params.inStock} onClick={() => setParams({ inStock: !params.inStock })}>
            {t('listing.inStockOnly')}
          </button>
        ) : null}
        {activeFilterCount(params) > 0 ? (
          <button type="button" className={styles.clear} onClick={clearFilters}>
            {t('listing.clearAll')}
          </button>
        ) : null}
      </div>
      <ActiveFilters />
    </section>
  );
}
