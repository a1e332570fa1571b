import type { Kysely } from 'kysely';
import { campaignPath } from '../../../schemas/api/campaign-pages';
import { ROUTES, type RouteSpec } from '../../../schemas/routes';
import { isModuleEnabled } from '../../../schemas/api/shop-config';
import type { Database } from '../../db/types';
import { listLiveSlugs } from '../campaign-pages/repository';
import { listModules } from '../config/repository';
import { categoryHref, productHref } from '../../../src/ui/product/links';

export interface SitemapEntry {
  /** A path inside the shop. */
  path: string;
  lastModified: Date | null;
}

/** Pages anyone may open without signing in, with no id in their address: the ones worth a crawler's visit. */
const STATIC_PAGES: readonly RouteSpec[] = [
  ROUTES.home,
  ROUTES.products,
  ROUTES.newArrivals,
  ROUTES.hotDeals,
  ROUTES.bestSeller,
  ROUTES.collection,
  ROUTES.giftCards,
  ROUTES.aboutUs,
  ROUTES.contact,
  ROUTES.faq,
  ROUTES.customerSupport,
];

/**
 * Every public page: the fixed ones whose module is on, the policies, the
 * categories, every product and the campaign pages live now, addressed as
 * the storefront's own links address them.
 */
export async function sitemapEntries(db: Kysely<Database>, now = new Date()): Promise<SitemapEntry[]> {
  const [modules, policies, categories, products, campaigns] = await Promise.all([
    listModules(db),
    db.selectFrom('policies').select(['id', 'slug']).orderBy('id').execute(),
    // Sub-categories are a filter on their parent's page (?sub=), not pages of their own.
    db.selectFrom('categories').select(['id', 'slug']).where('parent_id', 'is', null).orderBy('id').execute(),
    db.selectFrom('products').select(['id', 'slug', 'updated_at']).orderBy('id').execute(),
    listLiveSlugs(db, now),
  ]);
  const on = (route: RouteSpec) => route.module === undefined || isModuleEnabled(modules, route.module);
  return [
    ...STATIC_PAGES.filter(on).map((route) => ({ path: route.path, lastModified: null })),
    ...campaigns.map((page) => ({ path: campaignPath(page.slug), lastModified: page.published_at })),
    ...policies.map((policy) => ({ path: `/policy/${policy.id}/${policy.slug}`, lastModified: null })),
    ...categories.map((category) => ({ path: categoryHref(category), lastModified: null })),
    ...products.map((product) => ({ path: productHref(product), lastModified: new Date(product.updated_at) })),
  ];
}
