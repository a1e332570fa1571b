import type { Category, Collection } from '../../../schemas/api/catalog';
import type { ListingKind } from './listing/listing-kind';

export interface Crumb {
  label: string;
  to: string;
}

/** What a listing page calls itself: the heading, the line under it, the meta description and the trail. */
export interface ListingHeading {
  title: string;
  lead: string;
  description: string;
  crumbs: Crumb[];
}

interface Input {
  kind: ListingKind;
  q: string | null;
  /** The category, once the categories have loaded. */
  category?: Category;
  subCategoryId?: number | null;
  collection?: Collection;
}

const allProducts: Crumb = { label: 'All products', to: '/products' };

const FLAG_HEADINGS = {
  best_seller: { title: 'Best sellers', lead: 'What shoppers across India are buying most this week.' },
  hot_deal: { title: 'Hot deals', lead: 'Limited-time prices on laptops, components and accessories.' },
  new_arrival: { title: 'New arrivals', lead: 'The latest launches, in stock and ready to ship.' },
} as const;

/** 'gaming-laptops' → 'Gaming Laptops': a category's name before the categories load. */
function titleFromPathSlug(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Listing pages share one component; the route (and the data, once loaded) names each. */
export function listingHeading({ kind, q, category, subCategoryId = null, collection }: Input): ListingHeading {
  switch (kind.type) {
    case 'all':
      return q
        ? { title: `Results for “${q}”`, lead: '', description: `Products matching “${q}”: prices, offers and stock.`, crumbs: [allProducts] }
        : {
            title: 'All products',
            lead: 'Laptops, desktops, components, mobiles and accessories.',
            description: 'Laptops, desktops, components, mobiles and accessories with GST invoice.',
            crumbs: [],
          };
    case 'category': {
      if (!category) {
        const title = titleFromPathSlug(kind.slug);
        return { title, lead: '', description: `Shop ${title.toLowerCase()} with GST invoice.`, crumbs: [allProducts] };
      }
      const sub = subCategoryId === null ? undefined : category.sub_categories.find((s) => s.id === subCategoryId);
      const categoryCrumb = { label: category.title, to: `/category/${category.slug}/${category.id}` };
      return {
        title: sub ? sub.title : category.title,
        lead: category.description,
        description: sub ? `${sub.title}: ${category.description}` : category.description,
        crumbs: sub ? [allProducts, categoryCrumb] : [allProducts],
      };
    }
    case 'flag': {
      const heading = FLAG_HEADINGS[kind.flag];
      return { ...heading, description: heading.lead, crumbs: [allProducts] };
    }
    case 'collection':
      return collection
        ? { title: collection.title, lead: collection.description, description: `${collection.title}: ${collection.description}`, crumbs: [{ label: 'Collections', to: '/collection' }] }
        : { title: 'Collections', lead: 'Curated picks: gaming rigs, work-from-home setups, creator kits and more.', description: 'Curated collections of laptops, components and accessories.', crumbs: [] };
  }
}
