import type { CatalogImage, Suggestions } from '../../../schemas/api/catalog';
import { categoryHref, productHref } from '../../ui/product/links';
import type { MessageKey } from '../../i18n/messages';

/** One choosable line of the suggestion list, wherever it came from. */
export type SuggestionOption =
  | { type: 'product'; key: string; href: string; title: string; brand: string; price: number; priceVaries: boolean; inStock: boolean; image: CatalogImage }
  | { type: 'category'; key: string; href: string; title: string }
  | { type: 'brand'; key: string; href: string; title: string };

export interface SuggestionGroup {
  label: MessageKey;
  options: SuggestionOption[];
}

/** Products first (what most searches are after), then categories, then brands; empty groups dropped. */
export function suggestionGroups(suggestions: Suggestions): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      label: 'search.products',
      options: suggestions.products.map((p) => ({
        type: 'product',
        key: `product-${p.id}`,
        href: productHref(p),
        title: p.title,
        brand: p.brand,
        price: p.price,
        priceVaries: p.price_varies,
        inStock: p.in_stock,
        image: p.image,
      })),
    },
    {
      label: 'search.categories',
      options: suggestions.categories.map((c) => ({ type: 'category', key: `category-${c.id}`, href: categoryHref(c), title: c.title })),
    },
    {
      label: 'search.brands',
      options: suggestions.brands.map((b) => ({ type: 'brand', key: `brand-${b.slug}`, href: `/products?brand=${b.slug}`, title: b.name })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}

export const MIN_QUERY_LENGTH = 2;
export const SUGGEST_DELAY_MS = 200;
