import type { Category, Collection } from '../../../schemas/api/catalog';
import type { Crumb } from '../../ui/Breadcrumbs';
import type { ListingKind } from './listing/listing-kind';
import type { Translate } from '../../i18n/useT';

/** What a listing page calls itself: the heading, the line under it, the meta description and the trail. */
export interface ListingHeading {
  title: string;
  lead: string;
  description: string;
  /** The pages between Home and this one. */
  crumbs: Crumb[];
  /** This page as the trail's last crumb; absent on a page that is not one (a category that does not exist). */
  current?: Crumb;
}

interface Input {
  kind: ListingKind;
  q: string | null;
  /** The category, once the categories have loaded. */
  category?: Category;
  subCategoryId?: number | null;
  collection?: Collection;
}

/** The studio's names for the flag lists (merchants' tool, English); shoppers read FLAG_MESSAGES. */
export const FLAG_HEADINGS = {
  best_seller: { title: 'Best sellers', lead: 'What shoppers across India are buying most this week.', to: '/product/best-seller' },
  hot_deal: { title: 'Hot deals', lead: 'Limited-time prices on laptops, components and accessories.', to: '/product/hot-deals' },
  new_arrival: { title: 'New arrivals', lead: 'The latest launches, in stock and ready to ship.', to: '/new-arrivals' },
} as const;

const FLAG_MESSAGES = {
  best_seller: { title: 'listing.bestSellers', lead: 'listing.bestSellersLead' },
  hot_deal: { title: 'listing.hotDeals', lead: 'listing.hotDealsLead' },
  new_arrival: { title: 'listing.newArrivals', lead: 'listing.newArrivalsLead' },
} as const;

/** 'gaming-laptops' → 'Gaming Laptops': a category's name before the categories load. */
export function titleFromPathSlug(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Listing pages share one component; the route (and the data, once loaded)
 * names each. The trail is where the page sits, not how the shopper got
 * there: a category hangs from Home, a sub-category from its category, a
 * collection from the collections; the last crumb is the page itself.
 */
export function listingHeading({ kind, q, category, subCategoryId = null, collection }: Input, t: Translate): ListingHeading {
  switch (kind.type) {
    case 'all':
      return q
        ? {
            title: t('listing.resultsFor', { q }),
            lead: '',
            description: t('listing.resultsForDescription', { q }),
            crumbs: [],
            current: { label: t('listing.resultsFor', { q }), to: `/products?${new URLSearchParams({ q }).toString()}` },
          }
        : {
            title: t('listing.allProducts'),
            lead: t('listing.allProductsLead'),
            description: t('listing.allProductsDescription'),
            crumbs: [],
            current: { label: t('listing.allProducts'), to: '/products' },
          };
    case 'category': {
      const path = `/category/${kind.slug}/${kind.categoryId ?? ''}`;
      if (!category) {
        const title = titleFromPathSlug(kind.slug);
        return { title, lead: '', description: t('listing.shopCategory', { title: title.toLowerCase() }), crumbs: [], current: { label: title, to: path } };
      }
      const sub = subCategoryId === null ? undefined : category.sub_categories.find((s) => s.id === subCategoryId);
      const categoryCrumb = { label: category.title, to: `/category/${category.slug}/${category.id}` };
      return sub
        ? {
            title: sub.title,
            lead: category.description,
            description: `${sub.title}: ${category.description}`,
            crumbs: [categoryCrumb],
            current: { label: sub.title, to: `${categoryCrumb.to}?sub=${sub.id}` },
          }
        : { title: category.title, lead: category.description, description: category.description, crumbs: [], current: categoryCrumb };
    }
    case 'flag': {
      const { to } = FLAG_HEADINGS[kind.flag];
      const title = t(FLAG_MESSAGES[kind.flag].title);
      const lead = t(FLAG_MESSAGES[kind.flag].lead);
      return { title, lead, description: lead, crumbs: [], current: { label: title, to } };
    }
    case 'collection': {
      const collections = { label: t('listing.collections'), to: '/collection' };
      return collection
        ? {
            title: collection.title,
            lead: collection.description,
            description: `${collection.title}: ${collection.description}`,
            crumbs: [collections],
            current: { label: collection.title, to: `/collection?c=${collection.slug}` },
          }
        : {
            title: t('listing.collections'),
            lead: t('listing.collectionsLead'),
            description: t('listing.collectionsDescription'),
            crumbs: [],
            current: collections,
          };
    }
  }
}
