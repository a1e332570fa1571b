import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useT } from '../../../src/i18n/useT';
import { productListPath } from '../../../schemas/api/catalog';
import { listingKindFromPath } from '../../../src/features/catalog/listing/listing-kind';
import { applyPatch, listingSearch, parseListingSearch, toRequest } from '../../../src/features/catalog/listing/listing-params';
import { pageItems } from '../../../src/features/catalog/listing/page-items';
import { priceBandLabel } from '../../../src/features/catalog/listing/filters/price-ranges';
import { priceBandCuts } from '../../../server/features/catalog/price-bands';

const all = listingKindFromPath('/products');
const parse = (qs: string) => parseListingSearch(new URLSearchParams(qs), all);

describe('URL → listing params → API request', () => {
  it('turns rupees in the URL into paise for the API', () => {
    const request = toRequest(parse('min=20000&max=80000'), all);
    expect(request?.price_min).toBe('2000000');
    expect(request?.price_max).toBe('8000000');
    expect(productListPath(request ?? {})).toBe('website/catalog/products?price_min=2000000&price_max=8000000');
  });

  it('maps every filter and the route to the API fields', () => {
    const kind = listingKindFromPath('/category/laptops/1');
    const request = toRequest(parseListingSearch(new URLSearchParams('q=gaming&sub=15&brand=hp,asus&stock=1&sort=price_asc&page=2'), kind), kind);
    expect(productListPath(request ?? {})).toBe(
      'website/catalog/products?q=gaming&category_id=1&sub_category_id=15&brand=asus%2Chp&in_stock=1&sort=price_asc&page=2',
    );
    expect(toRequest(parse(''), listingKindFromPath('/product/hot-deals'))?.flag).toBe('hot_deal');
    expect(toRequest(parse(''), listingKindFromPath('/new-arrivals'))?.flag).toBe('new_arrival');
  });

  it('the default view asks for the API default, so it shares the cache key of every default list', () => {
    expect(productListPath(toRequest(parse(''), all) ?? {})).toBe('website/catalog/products');
  });

  it('drops invalid values quietly and keeps the good ones', () => {
    const params = parse('q=%20%20lenovo%20%20&page=abc&min=-5&max=1e3&brand=ASUS,bad!!,hp,,hp&sort=cheapest&stock=maybe&sub=0&utm_source=mail');
    expect(params).toMatchObject({ q: 'lenovo', page: 1, min: null, max: null, brands: ['asus', 'hp'], sort: null, inStock: false, sub: null });
    expect(listingSearch(params)).toBe('?q=lenovo&brand=asus,hp');
  });

  it('refuses pages beyond the API limit and a category id that is not a number', () => {
    expect(parse('page=10001').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
    const kind = listingKindFromPath('/category/laptops/abc');
    expect(kind).toEqual({ type: 'category', categoryId: null, slug: 'laptops' });
    expect(toRequest(parse(''), kind)).toBeNull();
  });

  it('reads a reversed price range the right way round', () => {
    const params = parse('min=80000&max=20000');
    expect([params.min, params.max]).toEqual([20000, 80000]);
  });

  it('writes the canonical query: fixed order, defaults left out, commas kept', () => {
    expect(listingSearch(parse('page=1&sort=relevance&stock=true'))).toBe('?stock=1');
    expect(listingSearch(parse('page=3&brand=hp,dell&q=ssd'))).toBe('?q=ssd&brand=dell,hp&page=3');
  });

  it('a filter change starts again from page 1; a page change keeps the filters', () => {
    const onPage3 = parse('brand=hp&page=3');
    expect(applyPatch(onPage3, { brands: ['hp', 'dell'] })).toMatchObject({ brands: ['dell', 'hp'], page: 1 });
    expect(applyPatch(onPage3, { sort: 'price_desc' }).page).toBe(1);
    expect(applyPatch(onPage3, { inStock: true }).page).toBe(1);
    expect(applyPatch(onPage3, { page: 4 })).toMatchObject({ brands: ['hp'], page: 4 });
    // Setting a filter to what it already is changes nothing.
    expect(applyPatch(onPage3, { brands: ['hp'] }).page).toBe(3);
  });

  it('?c= only counts on the collections page', () => {
    expect(parse('c=gaming-rigs').collection).toBeNull();
    const collections = listingKindFromPath('/collection');
    const params = parseListingSearch(new URLSearchParams('c=gaming-rigs'), collections);
    expect(toRequest(params, collections)?.collection).toBe('gaming-rigs');
    expect(toRequest(params, { type: 'collection', slug: 'work-from-home' })?.collection).toBe('work-from-home');
  });
});

describe('pager numbers', () => {
  it('shows first, last, the current page and its neighbours, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(7, 13)).toEqual([1, 'gap', 6, 7, 8, 'gap', 13]);
    // A gap would hide one page: the page shows instead.
    expect(pageItems(4, 13)).toEqual([1, 2, 3, 4, 5, 'gap', 13]);
  });
});

describe('quick price bands', () => {
  /** The server cuts the bands (paise); the panel labels them in rupees, in English outside a provider. */
  const labels = (minPaise: number, maxPaise: number) => {
    const t = renderHook(() => useT()).result.current;
    return priceBandCuts(minPaise, maxPaise).map((b) => priceBandLabel(b.min === null ? null : b.min / 100, b.max === null ? null : b.max / 100, t));
  };

  it('cuts the list’s price spread at round rupee amounts', () => {
    expect(labels(25_000_00, 2_50_000_00)).toEqual(['Under ₹40,000', '₹40,000 – ₹75,000', '₹75,000 – ₹1,00,000', '₹1,00,000 – ₹1,50,000', 'Over ₹1,50,000']);
    expect(priceBandCuts(25_000_00, 2_50_000_00)[1]).toEqual({ min: 40_000_00, max: 75_000_00 });
  });

  it('spreads a shop-wide list from a ₹199 cable to a ₹3,00,000 laptop evenly, not all at one end', () => {
    expect(labels(199_00, 3_00_000_00)).toEqual(['Under ₹1,000', '₹1,000 – ₹3,000', '₹3,000 – ₹15,000', '₹15,000 – ₹75,000', 'Over ₹75,000']);
  });

  it('offers none when the prices are too close to split', () => {
    expect(priceBandCuts(1_200_00, 1_800_00)).toEqual([]);
  });
});
