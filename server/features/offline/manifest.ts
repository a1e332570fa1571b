import type { ThemeConfig } from '../../../schemas/api/shop-config';
import { MANIFEST_ICONS, type WebManifest } from '../../../schemas/api/web-manifest';

/** The page behind the shop: what a launch shows before the first paint. */
const BACKGROUND = '#ffffff';
const SHORT_NAME_MAX = 12;

/** The brand name when it fits under an icon, else its first word, else its first characters. */
export function shortName(brand: string): string {
  const name = brand.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= SHORT_NAME_MAX ? first : first.slice(0, SHORT_NAME_MAX);
}

/** Built from the stored theme on every request, so a rename or new brand colour shows in the next install. */
export function webManifest(theme: ThemeConfig): WebManifest {
  return {
    id: '/',
    name: theme.brand_name,
    short_name: shortName(theme.brand_name),
    description: `Shop ${theme.brand_name}: browse, save and order, also from your home screen.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-IN',
    dir: 'ltr',
    categories: ['shopping'],
    theme_color: theme.theme_color,
    background_color: BACKGROUND,
    icons: [...MANIFEST_ICONS],
  };
}
