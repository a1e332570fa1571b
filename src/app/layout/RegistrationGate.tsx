import { useEffect, useState } from 'react';
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
  // Looked at after hydration and again whenever the user changes: a sign-up finished in
  // this page stores isRegistered just before it sets the new user.
  useEffect(() => {
    if (shouldShowRegistrationPopup()) setShow(true);
  }, [user]);
  return show ? <RegistrationPopup /> : null;
}
