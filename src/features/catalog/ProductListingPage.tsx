import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { listingHeading } from './listing-titles';
import { listingKindFromPath, type ListingKind } from './listing/listing-kind';
import { ListingProvider, useListing } from './listing/ListingContext';
import { ListingHeader } from './listing/ListingHeader';
import { ListingSections } from './listing/ListingSections';
import { useListingCategory } from './listing/useListingCategory';
import styles from './listing/ListingPage.module.css';
import { useT } from '../../i18n/useT';

/**
 * All products and search results, a category, best sellers, hot deals and
 * new arrivals: one page whose route says which list. The sections come from
 * the 'products' layout and share the listing through ListingProvider.
 */
export default function ProductListingPage() {
  const { pathname } = useLocation();
  const kind = useMemo(() => listingKindFromPath(pathname), [pathname]);
  const category = useListingCategory(kind);
  if (category.status === 'missing') return <CategoryNotFound />;
  return (
    // A new route is a new list: filters' own state (folded groups, "show more") starts afresh.
    <ListingProvider key={pathname} kind={kind}>
      <ListingBody kind={kind} />
    </ListingProvider>
  );
}

function ListingBody({ kind }: { kind: ListingKind }) {
  const { params } = useListing();
  const t = useT();
  const lookup = useListingCategory(kind);
  useCanonicalCategorySlug(kind, lookup.status === 'found' ? lookup.category.slug : null);
  const heading = listingHeading(
    {
    kind,
    q: params.q,
    category: lookup.status === 'found' ? lookup.category : undefined,
    subCategoryId: params.sub,
    },
    t,
  );
  return (
    <div className={`container ${styles.page}`}>
      <ListingHeader {...heading} />
      <ListingSections />
    </div>
  );
}

/** /category/old-name/3 becomes /category/laptops/3: the id finds the category, the slug follows it. */
function useCanonicalCategorySlug(kind: ListingKind, slug: string | null) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const stale = kind.type === 'category' && kind.categoryId !== null && slug !== null && kind.slug !== slug;
  const target = stale ? `/category/${slug}/${kind.categoryId}${search}` : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
}

function CategoryNotFound() {
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <ListingHeader
        title={t('listing.categoryNotFound')}
        lead=""
        description={t('listing.categoryMissing')}
        crumbs={[{ label: t('listing.allProducts'), to: '/products' }]}
      />
      <EmptyState icon="grid" title={t('listing.categoryNotFoundHeading')} actions={<ButtonLink to="/products">{t('listing.seeAllProducts')}</ButtonLink>}>
        {t('listing.categoryNotFoundText')}
      </EmptyState>
    </div>
  );
}
