import { describe, expect, it } from 'vitest';
import type { UiConfigEntry } from '../../schemas/ui-config/entry';
import { summariseChange } from '../../server/features/studio/summary';
import { rowsFromDocument, rowsToDocument, switchPattern } from '../../src/studio/layout/rows';

const e = (section_name: string, config: Record<string, unknown>, visibility = 'Y'): UiConfigEntry => ({ section_name, visibility, other_configration: JSON.stringify(config) });

const hero = e('hero-banner', { pattern: 1 });
const grid = e('category-grid', { pattern: 2, title: 'Shop by category' });
const carousel = e('product-carousel', { pattern: 1, title: 'Best sellers', limit: 12 });
const trust = e('trust-strip', { pattern: 1 });
const promo = e('promo-banners', { pattern: 1 });

describe('publish summaries', () => {
  it('says "No changes" when nothing changed', () => {
    expect(summariseChange('home', [hero, grid], [hero, grid])).toBe('No changes');
    expect(summariseChange('theme', { brand_name: 'A' }, { brand_name: 'A' })).toBe('No changes');
    expect(summariseChange('modules', [{ module_name: 'cart', status: 'Y' }], [{ module_name: 'cart', status: 'y' }])).toBe('No changes');
  });

  it('names added and removed sections', () => {
    expect(summariseChange('home', [grid, trust], [e('hero-banner', { pattern: 2 }), grid])).toBe('Added Hero banner "Build your dream PC" (pattern 2); Removed Trust badges "Why shop with us"');
  });

  it('reports only the section that moved, not the ones it pushed along', () => {
    expect(summariseChange('home', [hero, carousel, grid], [grid, hero, carousel])).toBe('Moved Category grid "Shop by category" up from 3 to 1');
    expect(summariseChange('home', [grid, hero, carousel], [hero, carousel, grid])).toBe('Moved Category grid "Shop by category" down from 1 to 3');
    // Adding at the top shifts everything; nothing "moved".
    expect(summariseChange('home', [grid, carousel], [trust, grid, carousel])).toBe('Added Trust badges "Why shop with us" (pattern 1)');
  });

  it('reports pattern, visibility and prop changes', () => {
    expect(summariseChange('shell', [e('header', { pattern: 1 })], [e('header', { pattern: 3 })])).toBe('Header: pattern 1 → 3');
    expect(summariseChange('home', [promo], [e('promo-banners', { pattern: 1 }, 'N')])).toBe('Hid Promotional banners "Offers for you"');
    expect(summariseChange('home', [e('promo-banners', { pattern: 1 }, 'N')], [promo])).toBe('Showed Promotional banners "Offers for you"');
    expect(summariseChange('home', [carousel], [e('product-carousel', { pattern: 1, title: 'Top picks', limit: 8 })])).toBe('Product carousel "Top picks": changed title, limit');
  });

  it('tells two sections of one kind apart: editing the second is not a swap', () => {
    const deals = e('product-carousel', { pattern: 2, title: 'Deals' });
    const dealsRenamed = e('product-carousel', { pattern: 2, title: 'Hot deals' });
    expect(summariseChange('home', [carousel, trust, deals], [carousel, trust, dealsRenamed])).toBe('Product carousel "Hot deals": changed title');
  });

  it('names each section by its own heading, else by where its products come from', () => {
    const gaming = e('product-carousel', { pattern: 1, source: 'collection', collection_slug: 'gaming-rigs' });
    const gpus = e('product-carousel', { pattern: 1, source: 'category', category_id: 5 });
    const deals = e('product-carousel', { pattern: 1, source: 'hot_deal' });
    const hidden = (entry: UiConfigEntry) => ({ ...entry, visibility: 'N' });
    expect(summariseChange('home', [carousel, gaming, gpus, deals], [hidden(carousel), hidden(gaming), hidden(gpus), hidden(deals)])).toBe(
      'Hid Product carousel "Best sellers"; Hid Product carousel "Gaming Rigs"; Hid Product carousel "Category 5"; Hid Product carousel "Hot deals"',
    );
  });

  it('labels menu entries by their text', () => {
    const item = (label: string) => e('menu-item', { label, href: '/' });
    expect(summariseChange('menu', [item('Home')], [item('Home'), item('Deals')])).toBe('Added Menu item "Deals"');
  });

  it('lists only what the merchandiser changed when a pattern is switched in the studio', () => {
    const switched = (document: UiConfigEntry[], pattern: number) => rowsToDocument(rowsFromDocument(document).map((row) => switchPattern(row, pattern)));
    // Header 1's show_nav_row means nothing to pattern 3: dropping it is not a change.
    const header = [e('header', { pattern: 1, show_nav_row: false, sticky: false })];
    expect(switched(header, 3)).toEqual([e('header', { pattern: 3, sticky: false })]);
    expect(summariseChange('shell', header, switched(header, 3))).toBe('Header: pattern 1 → 3');
    // A sparse carousel keeps what it showed under pattern 1, though pattern 2 defaults title, source and limit differently.
    const sparse = [e('product-carousel', { pattern: 1 })];
    expect(summariseChange('home', sparse, switched(sparse, 2))).toBe('Product carousel "Best sellers": pattern 1 → 2');
    // A prop the merchandiser then edits is listed.
    const edited = rowsToDocument(rowsFromDocument(switched(header, 2)).map((row) => ({ ...row, props: { ...row.props, tagline: 'Gaming gear' } })));
    expect(summariseChange('shell', header, edited)).toBe('Header: pattern 1 → 2; Header: changed tagline');
    // Writing out a default shows nothing new.
    expect(summariseChange('home', sparse, [e('product-carousel', { pattern: 1, limit: 12 })])).toBe('No changes');
  });

  it('shows setting values before and after', () => {
    expect(summariseChange('theme', { brand_name: 'A', theme_color: '#0b5fff' }, { brand_name: 'A', theme_color: '#e11d48' })).toBe('theme_color #0b5fff → #e11d48');
    expect(summariseChange('business', { phone_number: '' }, { phone_number: '9123456780' })).toBe('phone_number (empty) → 9123456780');
  });

  it('says which modules were turned on, off, added or removed', () => {
    const before = [{ module_name: 'wallet', status: 'Y' }, { module_name: 'cart', status: 'N' }, { module_name: 'orders', status: 'Y' }];
    const after = [{ module_name: 'wallet', status: 'N' }, { module_name: 'cart', status: 'Y' }, { module_name: 'returns', status: 'Y' }];
    expect(summariseChange('modules', before, after)).toBe('Turned off Wallet; Turned on Cart; Added module Returns (on); Removed module Orders');
  });
});
