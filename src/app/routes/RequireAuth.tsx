import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { loginPopupAtom, userAtom } from '../../state/session';
import { onDemand } from '../layout/OnDemand';

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
  const user = useAtomValue(userAtom);
  const setPopup = useSetAtom(loginPopupAtom);
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;

  useEffect(() => {
    if (!user) setPopup({ view: 'mobile', returnTo });
  }, [user, returnTo, setPopup]);

  if (user) return <>{children}</>;
  return <SignInPrompt title={title} onSignIn={() => setPopup({ view: 'mobile', returnTo })} />;
}
