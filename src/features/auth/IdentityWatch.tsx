import { useEffect, useRef } from 'react';
import { useIdentityClient } from './identity-client';
import { useSignOut } from './useSignOut';

/**
 * Mounted once a login popup has opened in this page, and kept after it closes:
 * it starts loading the identity service right away (so the popup's first send
 * does not wait for it), then follows it. When the service ends the sign-in on
 * its own (account disabled, token expired), the shop signs out too (spec section 8).
 */
export default function IdentityWatch() {
  const loadClient = useIdentityClient();
  const signOut = useSignOut();
  // The latest sign-out (it knows the current page) without resubscribing on every navigation.
  const signOutRef = useRef(signOut);
  useEffect(() => {
    signOutRef.current = signOut;
  }, [signOut]);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    loadClient()
      .then((client) => {
        if (active) unsubscribe = client.onForcedSignOut(() => void signOutRef.current('expired'));
      })
      // A failed load shows up when a popup action needs the service, with its own message.
      .catch(() => {});
    return () => {
      active = false;
      unsubscribe();
    };
  }, [loadClient]);

  return null;
}
