import { useListing } from '../ListingContext';
import { useListingCategory } from '../useListingCategory';
import { BrandOptions } from './BrandOptions';
import { FilterGroup } from './FilterGroup';
import { PriceOptions } from './PriceOptions';
import { StockOption } from './StockOption';
import { SubCategoryOptions } from './SubCategoryOptions';
import { useT } from '../../../../i18n/useT';

export interface FilterGroupSwitches {
  showSubCategories: boolean;
  showPrice: boolean;
  showPriceRanges: boolean;
  showBrands: boolean;
  brandsVisible: number;
  showAvailability: boolean;
}

/** The side panel's groups, in the order shoppers narrow a list: kind, budget, brand, stock. */
export function FilterGroups({ showSubCategories, showPrice, showPriceRanges, showBrands, brandsVisible, showAvailability }: FilterGroupSwitches) {
  const { params } = useListing();
  const t = useT();
  const category = useSubCategoryParent(showSubCategories);
  return (
    <>
      {category ? (
        <FilterGroup title={t('listing.category')} activeCount={params.sub === null ? 0 : 1}>
          <SubCategoryOptions category={category} look="list" />
        </FilterGroup>
      ) : null}
      {showPrice ? (
        <FilterGroup title={t('listing.price')} activeCount={params.min !== null || params.max !== null ? 1 : 0}>
          <PriceOptions showBands={showPriceRanges} />
        </FilterGroup>
      ) : null}
      {showBrands ? (
        <FilterGroup title={t('listing.brand')} activeCount={params.brands.length}>
          <BrandOptions visible={brandsVisible} />
        </FilterGroup>
      ) : null}
      {showAvailability ? (
        <FilterGroup title={t('listing.availability')} activeCount={params.inStock ? 1 : 0}>
          <StockOption />
        </FilterGroup>
      ) : null}
    </>
  );
}

/** The category whose sub-categories can narrow this list, when it has any. */
export function useSubCategoryParent(wanted: boolean) {
  const { kind } = useListing();
  const lookup = useListingCategory(kind);
  if (!wanted || lookup.status !== 'found' || lookup.category.sub_categories.length === 0) return undefined;
  return lookup.category;
}
