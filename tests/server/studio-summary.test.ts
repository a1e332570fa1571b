import { describe, expect, it } from 'vitest';
import type { UiConfigEntry } from '../../schemas/ui-config/entry';
import { summariseChange } from '../../server/features/studio/summary';

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
    expect(summariseChange('home', [grid, trust], [e('hero-banner', { pattern: 2 }), grid])).toBe('Added hero-banner (pattern 2); Removed trust-strip');
  });

  it('reports only the section that moved, not the ones it pushed along', () => {
    expect(summariseChange('home', [hero, carousel, grid], [grid, hero, carousel])).toBe('Moved category-grid up from 3 to 1');
    expect(summariseChange('home', [grid, hero, carousel], [hero, carousel, grid])).toBe('Moved category-grid down from 1 to 3');
    // Adding at the top shifts everything; nothing "moved".
    expect(summariseChange('home', [grid, carousel], [trust, grid, carousel])).toBe('Added trust-strip (pattern 1)');
  });

  it('reports pattern, visibility and prop changes', () => {
    expect(summariseChange('shell', [e('header', { pattern: 1 })], [e('header', { pattern: 3 })])).toBe('header: pattern 1 → 3');
    expect(summariseChange('home', [promo], [e('promo-banners', { pattern: 1 }, 'N')])).toBe('Hid promo-banners');
    expect(summariseChange('home', [e('promo-banners', { pattern: 1 }, 'N')], [promo])).toBe('Showed promo-banners');
    expect(summariseChange('home', [carousel], [e('product-carousel', { pattern: 1, title: 'Top picks', limit: 8 })])).toBe('product-carousel: changed title, limit');
  });

  it('tells two sections of one kind apart: editing the second is not a swap', () => {
    const deals = e('product-carousel', { pattern: 2, title: 'Deals' });
    const dealsRenamed = e('product-carousel', { pattern: 2, title: 'Hot deals' });
    expect(summariseChange('home', [carousel, trust, deals], [carousel, trust, dealsRenamed])).toBe('product-carousel: changed title');
  });

  it('labels menu entries by their text', () => {
    const item = (label: string) => e('menu-item', { label, href: '/' });
    expect(summariseChange('menu', [item('Home')], [item('Home'), item('Deals')])).toBe('Added menu-item "Deals"');
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
