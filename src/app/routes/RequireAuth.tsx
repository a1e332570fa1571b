import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { loginPopupAtom } from '../../state/session';
import { useSignedInUser } from '../../state/useSignedInUser';
import { onDemand } from '../layout/OnDemand';
import { useHydrated } from '../useHydrated';
import { PageLoader } from '../../ui/PageLoader';

const SignInPrompt = onDemand(() => import('./SignInPrompt'));

interface Props {
  title: string;
  children: ReactNode;
}

/**
 * Account pages need a user record. A guest gets the login popup at once, with
 * this page as the place to return to, and a prompt behind it if they close it.
 */
export function RequireAuth({ title, children }: Props) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const setPopup = useSetAtom(loginPopupAtom);
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;

  useEffect(() => {
    if (hydrated && !user) setPopup({ view: 'mobile', returnTo });
  }, [hydrated, user, returnTo, setPopup]);

  // The server cannot know who is signed in yet: it sends a loader, the browser decides.
  if (!hydrated) return <PageLoader />;
  if (user) return <>{children}</>;
  return <SignInPrompt title={title} onSignIn={() => setPopup({ view: 'mobile', returnTo })} />;
}
