import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import type { ProductList } from '../../../../schemas/api/catalog';
import { categoryIdAtom, pageCountAtom, priceRangeAtom, subCategoryIdAtom } from '../../../state/catalog';
import type { ListingKind } from './listing-kind';
import type { ListingParams } from './listing-params';

/** Copies the listing's URL state into the shared atoms, and clears them when the listing goes. */
export function useMirrorCatalogState(kind: ListingKind, params: ListingParams, list: ProductList | undefined): void {
  const setCategoryId = useSetAtom(categoryIdAtom);
  const setSubCategoryId = useSetAtom(subCategoryIdAtom);
  const setPriceRange = useSetAtom(priceRangeAtom);
  const setPageCount = useSetAtom(pageCountAtom);

  const categoryId = kind.type === 'category' ? kind.categoryId : null;
  const { sub, min, max } = params;
  const pageCount = list?.page_count ?? 0;

  useEffect(() => {
    setCategoryId(categoryId);
    setSubCategoryId(sub);
    setPriceRange({ min: min === null ? null : min * 100, max: max === null ? null : max * 100 });
  }, [categoryId, sub, min, max, setCategoryId, setSubCategoryId, setPriceRange]);

  useEffect(() => {
    setPageCount(pageCount);
  }, [pageCount, setPageCount]);

  useEffect(
    () => () => {
      setCategoryId(null);
      setSubCategoryId(null);
      setPriceRange({ min: null, max: null });
      setPageCount(0);
    },
    [setCategoryId, setSubCategoryId, setPriceRange, setPageCount],
  );
}
