import type { Kysely } from 'kysely';
import type { Bootstrap } from '../../../schemas/api/shop-config';
import { campaignPaths, type CampaignPage } from '../../../schemas/api/campaign-pages';
import { campaignKey } from '../../../schemas/api/studio';
import type { LayoutLens } from '../personalisation/personaliser';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import type { Database } from '../../db/types';
import type { Locale } from '../../../schemas/locale';
import { listLayout, listModules } from '../config/repository';
import { servedLayout } from '../config/served-layout';
import { readSetting } from '../config/settings';
import { prefetchCart, prefetchCatalog } from './prefetch';
import type { Visitor } from './visitor';

const CART_PATH = /^\/cart\/?$/;

/** Pages whose layout is worth inlining for a path, beyond home. */
const PAGE_FOR_PATH: readonly (readonly [RegExp, PageScope])[] = [
  [/^\/(products|new-arrivals|collection|product\/(best-seller|hot-deals))\/?$/, 'products'],
  [/^\/category\/[^/]+\/[^/]+\/?$/, 'products'],
  [/^\/product\/[^/]+\/[^/]+\/?$/, 'products-details'],
  [/^\/cart\/?$/, 'cart'],
  [/^\/wishlist\/?$/, 'wishlist'],
  [/^\/checkout\/?$/, 'checkout'],
];

/**
 * Home is always inlined: it is the most common landing page and the one the
 * SPA shows when the user taps the logo. The page of the requested path comes
 * too, so a deep link paints without waiting for the API.
 */
export function pagesForPath(pathname: string): PageScope[] {
  const match = PAGE_FOR_PATH.find(([pattern]) => pattern.test(pathname));
  return match ? ['home', match[1]] : ['home'];
}

/**
 * Read fresh on every page load: a few indexed queries, and an admin PUT shows
 * at once. With the request's path, the catalogue data its first paint shows
 * comes too (prefetch.ts). `lens` shows each layout as this visitor sees it
 * (audiences, experiments): the browser's later reads of them agree.
 */
export async function loadBootstrap(
  db: Kysely<Database>,
  pages: readonly PageScope[],
  url?: { pathname: string; search: string; locale?: Locale },
  visitor?: Visitor,
  campaignPage?: CampaignPage,
  lens: LayoutLens = async (_key, entries) => [...entries],
): Promise<Bootstrap> {
  const [theme, business, modules, shell, menu, pageLists, campaign] = await Promise.all([
    readSetting(db, 'theme'),
    readSetting(db, 'business'),
    listModules(db),
    listLayout(db, 'shell').then(async (entries) => servedLayout('shell', await lens('shell', entries))),
    listLayout(db, 'menu'),
    Promise.all(pages.map(async (page) => [page, servedLayout(page, await lens(page, await listLayout(db, page)))] as const)),
    campaignPage ? lens(campaignKey(campaignPage.slug), campaignPage.sections).then((sections) => ({ ...campaignPage, sections })) : undefined,
  ]);
  const pageLayouts = Object.fromEntries(pageLists);
  const [catalog, cart] = await Promise.all([
    url === undefined ? {} : prefetchCatalog(db, url, campaign ? { ...pageLayouts, campaign: campaign.sections } : pageLayouts),
    visitor && url && CART_PATH.test(url.pathname) ? prefetchCart(db, visitor, pageLayouts.cart, url.locale) : {},
  ]);
  // The campaign page itself is read ahead under its API path, as the page's hook reads it.
  const page = campaign ? { [campaignPaths.page(campaign.slug)]: { state: 'live', page: campaign } } : {};
  return { theme, business, modules, shell, menu, pages: pageLayouts, prefetched: { ...catalog, ...cart, ...page }, ...(visitor ? { visitor } : {}) };
}
