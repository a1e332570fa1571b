import { Page } from '../../../ui/Page';
import { EmptyState } from '../../../ui/EmptyState';
import { Button, ButtonLink } from '../../../ui/Button';
import { useT } from '../../../i18n/useT';

/** The API knows no such product (404), or the URL's id is not an id at all. */
export function ProductNotFound() {
  const t = useT();
  return (
    <Page title={t('product.notFoundTitle')} crumbs={[{ label: t('product.allProducts'), to: '/products' }]}>
      <EmptyState
        icon="search"
        title={t('product.notFoundHeading')}
        actions={
          <>
            <ButtonLink to="/products">{t('product.browseAll')}</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              {t('product.backHome')}
            </ButtonLink>
          </>
        }
      >
        {t('product.notFoundText')}
      </EmptyState>
    </Page>
  );
}

/** Anything else: the server's or the network's message, and a way to try again. */
export function ProductLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Page title={t('product.loadErrorTitle')} crumbs={[{ label: t('product.allProducts'), to: '/products' }]}>
      <EmptyState
        icon="refresh"
        title={t('product.somethingWentWrong')}
        actions={
          <>
            <Button type="button" onClick={onRetry}>
              {t('product.retry')}
            </Button>
            <ButtonLink to="/products" variant="secondary">
              {t('product.browseAll')}
            </ButtonLink>
          </>
        }
      >
        {message}
      </EmptyState>
    </Page>
  );
}
