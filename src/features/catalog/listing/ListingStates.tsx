import { Button, ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { hasActiveFilters } from './listing-params';
import { useListing } from './ListingContext';
import { useT } from '../../../i18n/useT';

interface EmptyProps {
  title: string;
  text: string;
}

/** No products: always with a way forward, clearing the filters or seeing everything. */
export function ListingEmpty({ title, text }: EmptyProps) {
  const { params, clearFilters } = useListing();
  const t = useT();
  const filtered = hasActiveFilters(params);
  const searchOnly = params.q !== null && !filtered;
  return (
    <EmptyState
      icon="search"
      title={searchOnly ? t('listing.noResultsFor', { q: params.q }) : title}
      actions={
        <>
          {filtered ? (
            <Button type="button" onClick={clearFilters}>
              {t('listing.clearAllFilters')}
            </Button>
          ) : null}
          <ButtonLink to="/products" variant={filtered ? 'secondary' : 'primary'}>
            {t('listing.seeAllProducts')}
          </ButtonLink>
        </>
      }
    >
      {searchOnly ? t('listing.checkSpelling') : text}
    </EmptyState>
  );
}

/** The list could not be loaded: the reason, and a Retry that asks again. */
export function ListingError({ message }: { message: string }) {
  const { retry, isValidating } = useListing();
  const t = useT();
  return (
    <div role="alert">
      <EmptyState
        icon="refresh"
        title={t('listing.loadFailed')}
        actions={
          <>
            <Button type="button" onClick={retry} busy={isValidating}>
              {t('listing.retry')}
            </Button>
            <ButtonLink to="/" variant="secondary">
              {t('listing.backHome')}
            </ButtonLink>
          </>
        }
      >
        {message}
      </EmptyState>
    </div>
  );
}
