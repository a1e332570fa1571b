import { useId, useState } from 'react';
import type { ProductFilters1Props } from '../../schemas/sections/listing';
import { WithListing, useListing } from '../../src/features/catalog/listing/ListingContext';
import { ActiveFilters } from '../../src/features/catalog/listing/filters/ActiveFilters';
import { activeFilterCount } from '../../src/features/catalog/listing/filters/active-filters';
import { FilterGroups, type FilterGroupSwitches } from '../../src/features/catalog/listing/filters/FilterGroups';
import { FilterIcon } from '../../src/features/catalog/listing/filters/FilterIcon';
import { Sheet } from '../../src/features/catalog/listing/filters/Sheet';
import { showResultsLabel } from '../../src/features/catalog/listing/filters/show-results-label';
import { Button } from '../../src/ui/Button';
import { useT } from '../../src/i18n/useT';
import { useFormat } from '../../src/i18n/useFormat';
import styles from './ProductFilters1.module.css';

/**
 * Filters in a side panel: a sticky column left of the products on desktops
 * (the listing page puts it there), a Filters button opening a bottom sheet on
 * phones and tablets.
 */
export default function ProductFilters1(props: ProductFilters1Props) {
  return (
    <WithListing>
      <SidePanel {...props} />
    </WithListing>
  );
}

function SidePanel({ title, show_sub_categories, show_price, show_price_ranges, show_brands, brands_visible, show_availability }: ProductFilters1Props) {
  const { params, list, isStale, clearFilters } = useListing();
  const [sheetOpen, setSheetOpen] = useState(false);
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const active = activeFilterCount(params);
  const groups: FilterGroupSwitches = {
    showSubCategories: show_sub_categories,
    showPrice: show_price,
    showPriceRanges: show_price_ranges,
    showBrands: show_brands,
    brandsVisible: brands_visible,
    showAvailability: show_availability,
  };

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.wide}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {active > 0 ? (
            <button type="button" className={styles.clear} onClick={clearFilters}>
              {t('listing.clearAll')}
            </button>
          ) : null}
        </div>
        <ActiveFilters className={styles.chips} />
        <FilterGroups {...groups} />
      </div>

      <div className={styles.narrow}>
        <button type="button" className={styles.open} aria-haspopup="dialog" data-replay="filters" onClick={() => setSheetOpen(true)}>
          <FilterIcon />
          {title}
          {active > 0 ? (
            <span className={styles.badge}>
              {active}
              <span className="visually-hidden"> {t('listing.inUse')}</span>
            </span>
          ) : null}
        </button>
        <ActiveFilters className={styles.narrowChips} />
      </div>

      {sheetOpen ? (
        <Sheet
          title={title}
          onClose={() => setSheetOpen(false)}
          footer={
            <Button type="button" block onClick={() => setSheetOpen(false)}>
              {showResultsLabel(list, isStale, t, format.count)}
            </Button>
          }
        >
          <ActiveFilters withClearAll className={styles.sheetChips} />
          <FilterGroups {...groups} />
        </Sheet>
      ) : null}
    </section>
  );
}
