import { useCallback } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { loginPopupAtom, signedInAtom, userAtom } from '../../state/session';
import { skipProfileQuestion } from '../account/profile-api';

/**
 * "Skip for now" (or closing the question): the popup closes at once and the
 * server is told, so the question is not asked again on any device. If that
 * call fails the account still owes the answer and the next sign-in asks;
 * nothing here is worth an error in the shopper's face.
 */
export function useSkipProfile(): () => void {
  const store = useStore();
  const setSignedIn = useSetAtom(signedInAtom);
  return useCallback(() => {
    const user = store.get(userAtom);
    store.set(loginPopupAtom, null);
    if (!user) return;
    setSignedIn({ ...user, asks_profile: false });
    skipProfileQuestion(user.id).then(setSignedIn, () => undefined);
  }, [store, setSignedIn]);
}
