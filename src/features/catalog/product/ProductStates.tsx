import { Page } from '../../../ui/Page';
import { EmptyState } from '../../../ui/EmptyState';
import { Button, ButtonLink } from '../../../ui/Button';

/** The API knows no such product (404), or the URL's id is not an id at all. */
export function ProductNotFound() {
  return (
    <Page title="Product not found" crumbs={[{ label: 'All products', to: '/products' }]}>
      <EmptyState
        icon="search"
        title="We couldn't find this product"
        actions={
          <>
            <ButtonLink to="/products">Browse all products</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to home
            </ButtonLink>
          </>
        }
      >
        The link may be old, or the product may have been removed from the catalogue. Try searching for it or browse what's in stock.
      </EmptyState>
    </Page>
  );
}

/** Anything else: the server's or the network's message, and a way to try again. */
export function ProductLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Page title="Couldn't load this product" crumbs={[{ label: 'All products', to: '/products' }]}>
      <EmptyState
        icon="refresh"
        title="Something went wrong"
        actions={
          <>
            <Button type="button" onClick={onRetry}>
              Retry
            </Button>
            <ButtonLink to="/products" variant="secondary">
              Browse all products
            </ButtonLink>
          </>
        }
      >
        {message}
      </EmptyState>
    </Page>
  );
}
