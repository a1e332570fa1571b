import type { Brand } from '../../../schemas/api/catalog';
import type { Selection } from '../../../schemas/sections/catalog-home';
import { useBrands } from '../../../src/data/catalog';
import { hiddenReason, useHiddenNotice } from '../../catalog-parts/useHiddenNotice';
import { selectBySlug } from '../../catalog-parts/select';

export type ShownBrands = { state: 'loading' } | { state: 'hidden' } | { state: 'ready'; brands: Brand[] };

/** The brands a strip shows, or why it shows none (loading, failed, nothing chosen exists). */
export function useShownBrands(selection: Selection, limit: number): ShownBrands {
  const { data, error } = useBrands();
  const brands = data ? selectBySlug(data, selection, limit) : [];
  const hidden = data
    ? hiddenReason(null, brands.length, selection === 'all' ? 'the shop has no brands' : `none of the brands ${selection.join(', ')} exist`)
    : error
      ? hiddenReason(error, 0, '')
      : null;
  useHiddenNotice('brand-strip', hidden);
  if (hidden) return { state: 'hidden' };
  if (!data) return { state: 'loading' };
  return { state: 'ready', brands };
}

/** The listing filtered to one brand. */
export function brandHref(brand: Pick<Brand, 'slug'>): string {
  return `/products?${new URLSearchParams({ brand: brand.slug }).toString()}`;
}
