import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';
import { onDemand } from './OnDemand';

const RegistrationPopup = onDemand(() => import('./RegistrationPopup'));

/** Spec section 4: shown after sign-up (isRegistered stored) until isPopShow is stored. */
export function shouldShowRegistrationPopup(): boolean {
  return readStorage(STORAGE_KEYS.isRegistered) !== null && readStorage(STORAGE_KEYS.isPopShow) === null;
}

export function RegistrationGate() {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(shouldShowRegistrationPopup()), []);
  return show ? <RegistrationPopup /> : null;
}
