import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { lastVisitedPage } from '../layout/useRememberLastVisited';
import { useHydrated } from '../useHydrated';

/** Spec: unknown paths show 'Page Not Found', with the way back to the last page visited. */
export default function NotFoundPage() {
  // The server has no storage: until hydrated, both sides render the way home, so the HTML matches.
  const back = useHydrated() ? lastVisitedPage() : '/';
  return (
    <Page title="Page Not Found">
      <EmptyState
        icon="help"
        title="We couldn't find that page"
        actions={
          <>
            <ButtonLink to={back}>{back === '/' ? 'Go to home' : 'Back to where you were'}</ButtonLink>
            <ButtonLink to="/products" variant="secondary">
              Browse products
            </ButtonLink>
          </>
        }
      >
        The link may be old or mistyped. Everything in the shop is still a click away.
      </EmptyState>
    </Page>
  );
}
