import { describe, expect, it } from 'vitest';
import { hrefSchema, httpsUrlSchema, imageSrcSchema, shopPathSchema } from '../../../schemas/links';
import { menuItemSchema } from '../../../schemas/menu';
import { businessDetailsSchema, themeConfigSchema } from '../../../schemas/api/shop-config';
import { demoBusiness } from '../../../server/seed/demo-shop';

/** Addresses a hostile or careless configuration might hold; none may reach an href or a src. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%0a/x\r',
  'http://evil.example',
  'https://user:pass@evil.example',
  'https:evil.example\\@shop',
  '',
  'products',
  '../admin',
];

describe('addresses from configuration', () => {
  it.each(HOSTILE)('refuses %j as a link, a picture, a shop path and a menu item', (value) => {
    expect(hrefSchema.safeParse(value).success).toBe(false);
    expect(imageSrcSchema.safeParse(value).success).toBe(false);
    expect(shopPathSchema.safeParse(value).success).toBe(false);
    expect(menuItemSchema.safeParse({ label: 'Deals', href: value }).success).toBe(false);
  });

  it('keeps what a shop links to: its own paths, https pages, phone and e-mail links', () => {
    for (const path of ['/', '/products', '/category/graphics-cards/5?sort=price_asc#top', '/p/diwali-sale']) expect(shopPathSchema.parse(path)).toBe(path);
    for (const href of ['/products', 'https://wa.me/919876543210', 'tel:+919876543210', 'mailto:support@circuitbazaar.in']) expect(hrefSchema.parse(href)).toBe(href);
    expect(imageSrcSchema.parse('/media/logo.svg')).toBe('/media/logo.svg');
    expect(imageSrcSchema.parse('https://cdn.example.in/banner.webp')).toBe('https://cdn.example.in/banner.webp');
    expect(httpsUrlSchema.safeParse('tel:+919876543210').success).toBe(false);
    expect(imageSrcSchema.safeParse('mailto:a@b.in').success).toBe(false);
  });

  it('holds for the business details and the theme: social links https, pictures https or the shop’s own, empty meaning none', () => {
    expect(businessDetailsSchema.parse(demoBusiness)).toEqual(demoBusiness);
    expect(businessDetailsSchema.parse({ ...demoBusiness, instagram_url: '', brand_logo: '' }).instagram_url).toBe('');
    for (const field of ['youtube_url', 'instagram_url', 'facebook_url', 'review_url', 'map_url', 'brand_logo'] as const) {
      const refused = businessDetailsSchema.safeParse({ ...demoBusiness, [field]: 'javascript:alert(document.cookie)' });
      expect(refused.success, field).toBe(false);
      expect(refused.error?.issues[0]?.path).toEqual([field]);
    }
    expect(themeConfigSchema.safeParse({ brand_name: 'Shop', theme_color: '#112233', favicon: 'data:image/svg+xml,<svg onload=alert(1)>' }).success).toBe(false);
  });
});
