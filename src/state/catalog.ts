import { atom } from 'jotai';
import type { Suggestions } from '../../schemas/api/catalog';

/**
 * The spec's shared catalogue state (section 3). The URL is the source of
 * truth for every listing filter; these atoms mirror it so parts of the page
 * outside the listing (the header, a recently-searched strip) can read it
 * without parsing the URL themselves.
 */

/** What the shopper has typed in the header search, kept by the search field. */
export const searchQueryAtom = atom('');

/** The suggestions last shown for that query; null when none were asked for. */
export const searchSuggestionsAtom = atom<Suggestions | null>(null);

/** The category being listed, from /category/{title}/{id}; null elsewhere. */
export const categoryIdAtom = atom<number | null>(null);

/** The sub-category filter (?sub=); null when the whole category shows. */
export const subCategoryIdAtom = atom<number | null>(null);

/** The price filter in paise (the URL holds rupees); null ends are open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}
export const priceRangeAtom = atom<PriceRange>({ min: null, max: null });

/** Pages in the current listing; 0 until a list has loaded. */
export const pageCountAtom = atom(0);
