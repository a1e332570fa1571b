import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Collection } from '../../../schemas/api/catalog';
import { useCollections } from '../../data/catalog';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { listingHeading } from './listing-titles';
import type { ListingKind } from './listing/listing-kind';
import { ListingProvider, useListing } from './listing/ListingContext';
import { ListingHeader } from './listing/ListingHeader';
import { ListingSections } from './listing/ListingSections';
import { ResultsSkeleton } from './listing/ResultsSkeleton';
import { CollectionTabs } from './listing/CollectionTabs';
import styles from './listing/ListingPage.module.css';
import { useT } from '../../i18n/useT';

/**
 * /collection: the collections as tabs, and the chosen one's products
 * (?c={slug}, the first by default) through the same sections as every listing.
 */
export default function CollectionsPage() {
  const { data: collections, error, isValidating, mutate } = useCollections();
  const t = useT();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('c');
  const selected = collections?.find((c) => c.slug === requested) ?? collections?.[0];
  useDropUnknownCollection(collections !== undefined && requested !== null && selected?.slug !== requested);

  if (!collections) {
    const heading = listingHeading({ kind: { type: 'collection', slug: null }, q: null }, t);
    return (
      <div className={`container ${styles.page}`}>
        <ListingHeader {...heading} />
        {error ? (
          <div role="alert">
            <EmptyState
              icon="refresh"
              title={t('listing.collectionsLoadFailed')}
              actions={
                <Button type="button" onClick={() => void mutate()} busy={isValidating}>
                  {t('listing.retry')}
                </Button>
              }
            >
              {error instanceof Error ? error.message : t('listing.tryAgain')}
            </EmptyState>
          </div>
        ) : (
          <ResultsSkeleton layout="grid" className={styles.waiting} />
        )}
      </div>
    );
  }
  if (!selected) {
    return (
      <div className={`container ${styles.page}`}>
        <ListingHeader {...listingHeading({ kind: { type: 'collection', slug: null }, q: null }, t)} />
        <EmptyState icon="sparkle" title={t('listing.noCollections')} actions={<ButtonLink to="/products">{t('listing.browseAllProducts')}</ButtonLink>}>
          {t('listing.noCollectionsText')}
        </EmptyState>
      </div>
    );
  }
  return <CollectionListing key={selected.slug} collections={collections} selected={selected} />;
}

function CollectionListing({ collections, selected }: { collections: readonly Collection[]; selected: Collection }) {
  const kind = useMemo<ListingKind>(() => ({ type: 'collection', slug: selected.slug }), [selected.slug]);
  return (
    <ListingProvider kind={kind}>
      <CollectionBody kind={kind} collections={collections} selected={selected} />
    </ListingProvider>
  );
}

function CollectionBody({ kind, collections, selected }: { kind: ListingKind; collections: readonly Collection[]; selected: Collection }) {
  const { params } = useListing();
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <ListingHeader {...listingHeading({ kind, q: params.q, collection: selected }, t)} />
      <CollectionTabs collections={collections} selected={selected.slug} />
      <ListingSections />
    </div>
  );
}

/** ?c= naming no collection is dropped from the URL: the first collection shows instead. */
function useDropUnknownCollection(unknown: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (!unknown) return;
    const next = new URLSearchParams(searchParams);
    next.delete('c');
    const qs = next.toString();
    void navigate({ pathname, search: qs ? `?${qs}` : '' }, { replace: true });
  }, [unknown, navigate, pathname, searchParams]);
}
