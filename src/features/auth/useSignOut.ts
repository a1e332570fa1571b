import { startTransition, useCallback } from 'react';
import { useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { SESSION_ENDED_MESSAGE, SESSION_ENDED_TOAST } from '../../app/layout/useSessionEnded';
import { useT } from '../../i18n/useT';
import { signedOutAtom, userAtom } from '../../state/session';
import { endSession } from './api';
import { isSignedInOnlyPath } from './auth-routes';
import { useIdentityClient } from './identity-client';

/**
 * Signs out everywhere: the shop's session, the identity service, and this
 * browser. `expired` is the identity service ending the sign-in on its own
 * (account disabled, token expired): it has already dropped its user.
 * Failures of the calls are ignored: the shopper asked to leave, and this
 * browser forgets them whatever the network says.
 */
export function useSignOut() {
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loadClient = useIdentityClient();
  const t = useT();

  return useCallback(
    async (reason: 'user' | 'expired' = 'user') => {
      if (reason === 'expired' && store.get(userAtom) === null) return;
      const identitySignOut = reason === 'user' ? loadClient().then((client) => client.signOut()) : Promise.resolve();
      await Promise.allSettled([endSession(), identitySignOut]);
      const leave = isSignedInOnlyPath(pathname);
      // With the navigation in one transition, the signed-in-only page never sees a
      // guest and opens the login popup on the way out.
      startTransition(() => {
        store.set(signedOutAtom);
        if (leave) navigate('/');
      });
      if (reason === 'user') toast.success(t('auth.signedOut'));
      else toast.error(SESSION_ENDED_MESSAGE, SESSION_ENDED_TOAST);
    },
    [store, navigate, pathname, loadClient, t],
  );
}
