import { demoBootstrap, demoTheme } from '../../server/seed/demo-shop';
import { faviconSvg, logoSvg } from '../../server/seed/logo';
import { toSwrFallback } from '../../src/app/bootstrap';
import type { StoredUser } from '../../src/state/session';
import type { ThemeTokens } from '../../schemas/theme/tokens';
import { catalogFallback } from './catalog-fixtures';

/**
 * Shop data for stories, taken from the demo shop the server seeds, so a
 * designer previews a pattern with the same brand, menu and contacts as the
 * running shop.
 */

/** Storybook serves no /media, so the images the server would generate are inlined. */
function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** SWR fallback keyed by API path, as the server's inlined bootstrap is, plus the catalogue fixtures. */
export function storyShopData(theme: { theme_color: string; tokens?: ThemeTokens } = { theme_color: demoTheme.theme_color }): Record<string, unknown> {
  const { theme_color: themeColour, tokens } = theme;
  return {
    ...catalogFallback(),
    ...toSwrFallback({
      ...demoBootstrap,
      theme: { ...demoBootstrap.theme, theme_color: themeColour, favicon: svgUrl(faviconSvg(demoTheme.brand_name, themeColour)), ...(tokens ? { tokens } : {}) },
      business: { ...demoBootstrap.business, brand_logo: svgUrl(logoSvg(demoTheme.brand_name, themeColour)) },
    }),
  };
}

/** A signed-in shopper for header stories. */
export const storyUser: StoredUser = {
  id: 101,
  fname: 'Priya',
  lname: 'Deshmukh',
  email: 'priya.deshmukh@example.in',
  mobile: '9822012345',
  referral_code: 'PRIYA101',
  providers: ['phone'],
};
