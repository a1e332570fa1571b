/**
 * Section names arrive from hand-edited server configuration, so they are matched
 * trimmed and case-insensitively. The spec spells the promotional header
 * "promotinal-header"; both spellings name one section.
 */
const ALIASES: Record<string, string> = {
  'promotinal-header': 'promotional-header',
  'promotional-header': 'promotional-header',
  'subheader': 'sub-header',
  'sub-header': 'sub-header',
};

export function canonicalSectionName(raw: string): string {
  const key = raw.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return ALIASES[key] ?? key;
}

/** Pages and areas whose layout comes from configuration. */
export const PAGE_SCOPES = [
  'shell',
  'home',
  'products',
  'products-details',
  'cart',
  'wishlist',
  'menu',
  'checkout',
] as const;
export type PageScope = (typeof PAGE_SCOPES)[number];

/**
 * Every kind of layout the engine composes: the fixed pages above, and
 * campaign pages (/p/{slug}), of which there are as many as merchandisers
 * make, all sharing one set of allowed sections.
 */
export const LAYOUT_SCOPES = [...PAGE_SCOPES, 'campaign'] as const;
export type LayoutScope = (typeof LAYOUT_SCOPES)[number];

/** Pages served at website/ui-configurations/website-page/{page}. */
export const WEBSITE_PAGES = ['home', 'products', 'products-details', 'wishlist', 'cart'] as const;
/** Pages served at website/app-ui-configurations/website-page/{page}. */
export const APP_PAGES = ['menu', 'checkout'] as const;
