import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'jotai';
import { onSessionEnded } from '../../api/client';
import { loginPopupAtom, signedOutAtom, userAtom } from '../../state/session';
import { LOGIN_TOAST } from '../providers/toast-options';

export const SESSION_ENDED_MESSAGE = 'Your sign-in has expired. Please sign in again.';
/** One toast id for both ways of noticing (the server here, the identity service in useSignOut): shown once. */
export const SESSION_ENDED_TOAST = { ...LOGIN_TOAST, id: 'session-ended' };

/**
 * The server decides who is signed in. When it answers that this browser's
 * session has ended (expired, or signed out on another device) while the page
 * still shows a user, sign out here too and offer the login popup.
 */
export function useSessionEnded(): void {
  const store = useStore();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  useEffect(
    () =>
      onSessionEnded(() => {
        if (store.get(userAtom) === null) return;
        store.set(signedOutAtom);
        // The toast library loads with the first toast, not with the page.
        void import('react-hot-toast').then(({ default: toast }) => toast.error(SESSION_ENDED_MESSAGE, SESSION_ENDED_TOAST));
        store.set(loginPopupAtom, { view: 'mobile', returnTo: here });
      }),
    [store, here],
  );
}
