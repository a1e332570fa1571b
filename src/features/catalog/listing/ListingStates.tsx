import { Button, ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { hasActiveFilters } from './listing-params';
import { useListing } from './ListingContext';

interface EmptyProps {
  title: string;
  text: string;
}

/** No products: always with a way forward, clearing the filters or seeing everything. */
export function ListingEmpty({ title, text }: EmptyProps) {
  const { params, clearFilters } = useListing();
  const filtered = hasActiveFilters(params);
  const searchOnly = params.q !== null && !filtered;
  return (
    <EmptyState
      icon="search"
      title={searchOnly ? `No results for “${params.q}”` : title}
      actions={
        <>
          {filtered ? (
            <Button type="button" onClick={clearFilters}>
              Clear all filters
            </Button>
          ) : null}
          <ButtonLink to="/products" variant={filtered ? 'secondary' : 'primary'}>
            See all products
          </ButtonLink>
        </>
      }
    >
      {searchOnly ? 'Check the spelling, or try a more general word such as “laptop” or “SSD”.' : text}
    </EmptyState>
  );
}

/** The list could not be loaded: the reason, and a Retry that asks again. */
export function ListingError({ message }: { message: string }) {
  const { retry, isValidating } = useListing();
  return (
    <div role="alert">
      <EmptyState
        icon="refresh"
        title="We couldn’t load these products"
        actions={
          <>
            <Button type="button" onClick={retry} busy={isValidating}>
              Retry
            </Button>
            <ButtonLink to="/" variant="secondary">
              Back to home
            </ButtonLink>
          </>
        }
      >
        {message}
      </EmptyState>
    </div>
  );
}
