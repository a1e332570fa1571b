import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { loginPopupAtom } from '../../state/session';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';
import { useSignedInUser } from '../../state/useSignedInUser';
import { onDemand } from './OnDemand';

const RegistrationPopup = onDemand(() => import('./RegistrationPopup'));

/** Spec section 4: shown after sign-up (isRegistered stored) until isPopShow is stored. */
export function shouldShowRegistrationPopup(): boolean {
  return readStorage(STORAGE_KEYS.isRegistered) !== null && readStorage(STORAGE_KEYS.isPopShow) === null;
}

export function RegistrationGate() {
  const user = useSignedInUser();
  const [show, setShow] = useState(false);
  // One dialog at a time: after a phone sign-up the login popup still asks for a name first.
  const loginOpen = useAtomValue(loginPopupAtom) !== null;
  // Looked at after hydration and again whenever the user changes: a sign-up finished in
  // this page stores isRegistered just before it sets the new user.
  useEffect(() => {
    if (!loginOpen && shouldShowRegistrationPopup()) setShow(true);
  }, [user, loginOpen]);
  return show ? <RegistrationPopup /> : null;
}
