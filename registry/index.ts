import type { PageScope } from '../schemas/ui-config/section-names';
import type { SectionDefinition } from './types';
import { promotionalHeader } from './promotional-header';
import { subHeader } from './sub-header';
import { header } from './header';
import { footer } from './footer';
import { heroBanner } from './hero-banner';
import { promoBanners } from './promo-banners';
import { trustStrip } from './trust-strip';

/**
 * Every section the engine can render, by canonical name. Adding a pattern is a
 * component file in the section's folder, its props schema in
 * schemas/sections/, and one line in the section's index.ts.
 */
export const sectionRegistry: Readonly<Record<string, SectionDefinition>> = Object.fromEntries(
  [promotionalHeader, subHeader, header, footer, heroBanner, promoBanners, trustStrip].map((s) => [s.name, s]),
);

/** Which sections each page or area may hold. */
export const scopeSections: Readonly<Record<PageScope, readonly string[]>> = {
  shell: ['promotional-header', 'sub-header', 'header', 'footer'],
  home: ['hero-banner', 'promo-banners', 'trust-strip'],
  // Trust badges and offers suit every shopping page; each page's own sections join these.
  products: ['promo-banners', 'trust-strip'],
  'products-details': ['trust-strip'],
  cart: ['trust-strip', 'promo-banners'],
  wishlist: ['promo-banners'],
  checkout: ['trust-strip'],
  menu: [],
};
