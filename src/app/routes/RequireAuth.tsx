import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { loginPopupAtom, userAtom } from '../../state/session';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Button, ButtonLink } from '../../ui/Button';

interface Props {
  title: string;
  children: ReactNode;
}

/**
 * Account pages need a user record. A guest gets the login popup at once, with
 * this page as the place to return to, and a prompt behind it if they close it.
 */
export function RequireAuth({ title, children }: Props) {
  const user = useAtomValue(userAtom);
  const setPopup = useSetAtom(loginPopupAtom);
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;

  useEffect(() => {
    if (!user) setPopup({ view: 'mobile', returnTo });
  }, [user, returnTo, setPopup]);

  if (user) return <>{children}</>;
  return (
    <Page title={title}>
      <EmptyState
        icon="user"
        title="Sign in to continue"
        actions={
          <>
            <Button onClick={() => setPopup({ view: 'mobile', returnTo })}>Login or sign up</Button>
            <ButtonLink to="/" variant="secondary">
              Continue shopping
            </ButtonLink>
          </>
        }
      >
        Your {title.toLowerCase()} is kept with your account. Sign in with your mobile number or e-mail to see it.
      </EmptyState>
    </Page>
  );
}
