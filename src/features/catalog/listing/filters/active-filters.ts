import type { ListingParams } from '../listing-params';
import { priceBandLabel } from './price-ranges';
import type { Translate } from '../../../../i18n/useT';

/** One filter in force, as a chip that removes it. */
export interface ActiveFilter {
  key: string;
  label: string;
  /** The change that removes this filter alone. */
  patch: Partial<ListingParams>;
}

export interface FilterNames {
  brand: (slug: string) => string;
  subCategory: (id: number) => string;
}

/** The filters in force, in the order the panel lists them. */
export function activeFilters(params: ListingParams, names: FilterNames, t: Translate): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (params.sub !== null) chips.push({ key: 'sub', label: names.subCategory(params.sub), patch: { sub: null } });
  if (params.min !== null || params.max !== null) {
    chips.push({ key: 'price', label: priceBandLabel(params.min, params.max, t), patch: { min: null, max: null } });
  }
  for (const slug of params.brands) {
    chips.push({ key: `brand:${slug}`, label: names.brand(slug), patch: { brands: params.brands.filter((b) => b !== slug) } });
  }
  if (params.inStock) chips.push({ key: 'stock', label: t('listing.inStockOnly'), patch: { inStock: false } });
  return chips;
}

/** A readable name for a brand slug nobody has named: 'western-digital' → 'Western Digital'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** How many filters are on: the number on the phone's Filters button. */
export function activeFilterCount(params: ListingParams): number {
  return (params.sub === null ? 0 : 1) + params.brands.length + (params.min !== null || params.max !== null ? 1 : 0) + (params.inStock ? 1 : 0);
}
