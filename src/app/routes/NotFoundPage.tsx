import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { lastVisitedPage } from '../layout/useRememberLastVisited';
import { useHydrated } from '../useHydrated';
import { useT } from '../../i18n/useT';

/** Spec: unknown paths show 'Page Not Found', with the way back to the last page visited. */
export default function NotFoundPage() {
  // The server has no storage: until hydrated, both sides render the way home, so the HTML matches.
  const back = useHydrated() ? lastVisitedPage() : '/';
  const t = useT();
  return (
    <Page title={t('notFound.title')}>
      <EmptyState
        icon="help"
        title={t('notFound.heading')}
        actions={
          <>
            <ButtonLink to={back}>{back === '/' ? t('notFound.home') : t('notFound.back')}</ButtonLink>
            <ButtonLink to="/products" variant="secondary">
              {t('notFound.browse')}
            </ButtonLink>
          </>
        }
      >
        {t('notFound.body')}
      </EmptyState>
    </Page>
  );
}
