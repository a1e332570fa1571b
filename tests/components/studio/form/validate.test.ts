import { describe, expect, it } from 'vitest';
import { validateProps } from '../../../../src/studio/form/validate';
import { header1PropsSchema } from '../../../../schemas/sections/header';
import { productCarousel1PropsSchema, categoryGrid1PropsSchema } from '../../../../schemas/sections/catalog-home';
import { heroBanner1PropsSchema, promoBanners1PropsSchema } from '../../../../schemas/sections/home';
import { menuItemSchema } from '../../../../schemas/menu';
import { strictThemeSchema } from '../../../../src/studio/form/SettingsEditor';

const slide = (over: Record<string, unknown> = {}) => ({ title: 'Sale', cta: { label: 'Shop', href: '/products' }, ...over });

describe('validateProps', () => {
  it('returns nothing for a valid value, including the empty one the defaults fill', () => {
    expect(validateProps(header1PropsSchema, {})).toEqual({});
    expect(validateProps(heroBanner1PropsSchema, { slides: [slide()] })).toEqual({});
    expect(validateProps(menuItemSchema, { label: 'Deals', href: '/product/hot-deals', module: 'cart' })).toEqual({});
  });

  it('puts a bad link inside a list item at its dotted path, with the schema’s own message', () => {
    const errors = validateProps(heroBanner1PropsSchema, { slides: [slide(), slide({ cta: { label: 'Go', href: 'https://evil.example' } })] });
    expect(errors).toEqual({ 'slides.1.cta.href': 'a path inside the shop, like /products' });
  });

  it('reports numbers out of range in plain words', () => {
    expect(validateProps(productCarousel1PropsSchema, { limit: 40 })).toEqual({ limit: 'Must be at most 20' });
    expect(validateProps(productCarousel1PropsSchema, { limit: 2 })).toEqual({ limit: 'Must be at least 4' });
    expect(validateProps(productCarousel1PropsSchema, { limit: 4.5 })).toHaveProperty('limit');
  });

  it('refuses keys the schema does not know, at the top and inside items', () => {
    expect(validateProps(header1PropsSchema, { show_nav_rows: false })).toEqual({ show_nav_rows: 'Unknown property' });
    const nested = validateProps(heroBanner1PropsSchema, { slides: [slide({ titel: 'typo' })] });
    expect(nested).toEqual({ 'slides.0.titel': 'Unknown property' });
  });

  it('says what is wrong with required text, list sizes, choices and selections', () => {
    expect(validateProps(header1PropsSchema, { search_placeholder: '   ' })).toEqual({ search_placeholder: 'Required' });
    expect(validateProps(promoBanners1PropsSchema, { cards: [] })).toEqual({ cards: 'At least 2 items' });
    expect(validateProps(productCarousel1PropsSchema, { source: 'trending' })).toEqual({ source: expect.stringContaining('"best_seller"') });
    expect(validateProps(categoryGrid1PropsSchema, { categories: [] })).toEqual({ categories: 'At least 1 item' });
    expect(validateProps(categoryGrid1PropsSchema, { categories: ['Not A Slug'] })).toEqual({ 'categories.0': expect.stringContaining('slug') });
    expect(validateProps(header1PropsSchema, { sticky: 'yes' })).toEqual({ sticky: 'Expected on or off' });
  });

  it('checks the theme strictly: colour format and unknown keys', () => {
    expect(validateProps(strictThemeSchema, { theme_color: 'blue', logo: 'x' })).toEqual({
      theme_color: 'a colour like #0b5fff',
      logo: expect.any(String),
    });
  });
});
