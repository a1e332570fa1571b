import { startTransition, useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ensureSessionId, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { useT } from '../../i18n/useT';
import { cartCountAtom, loginPopupAtom, signedInAtom, wishlistCountAtom } from '../../state/session';
import { startSession } from './api';
import { loginToast } from './login-toast';

interface Options {
  /** A sign-up just created the account: greet as new and show the registration popup. */
  registered?: boolean;
}

/**
 * The last step of every sign-in: the identity service's token becomes the
 * shop's session (the guest cart joins the account), the account is kept as
 * `info`, and the shopper lands where they were going. The cart and wishlist
 * refetch by themselves: their SWR keys carry the user id.
 * Rejects with the server's error, for the popup to show.
 */
export function useCompleteSignIn() {
  const store = useStore();
  const navigate = useNavigate();
  const t = useT();

  return useCallback(
    async (idToken: string, { registered = false }: Options = {}) => {
      const signedIn = await startSession(idToken, ensureSessionId());
      const { account } = signedIn;
      const isNew = signedIn.isNew || registered;
      // Stored before the user changes: the registration gate looks when it sees the new user.
      if (isNew) writeStorage(STORAGE_KEYS.isRegistered, 'true');
      const returnTo = store.get(loginPopupAtom)?.returnTo;
      // One transition with the navigation (a transition in React Router): a signed-in-only
      // page must never render with the popup closed but the user not yet set, or it asks again.
      startTransition(() => {
        store.set(signedInAtom, account);
        store.set(cartCountAtom, signedIn.cartCount);
        store.set(wishlistCountAtom, signedIn.wishlistCount);
        // A phone sign-up brought no name: the popup stays open to ask for it, once, over the page the shopper was going to.
        store.set(loginPopupAtom, account.asks_profile ? { view: 'profile' } : null);
        if (returnTo) navigate(returnTo);
      });
      if (!account.asks_profile) loginToast.success(isNew ? (account.fname ? t('auth.welcomeName', { name: account.fname }) : t('auth.welcome')) : t('auth.welcomeBack'));
    },
    [store, navigate, t],
  );
}
