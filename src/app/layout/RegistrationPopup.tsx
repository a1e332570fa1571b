import { useEffect, useState } from 'react';
import { useThemeConfig } from '../../data/shop-config';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { Dialog } from '../../ui/Dialog';
import { ButtonLink } from '../../ui/Button';

export const REGISTRATION_POPUP_MS = 5000;

/** Spec section 4: hides itself after 5 s, then isPopShow is stored so it never returns. */
export default function RegistrationPopup() {
  const [open, setOpen] = useState(true);
  const { brand_name } = useThemeConfig();

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => close(), REGISTRATION_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  function close() {
    writeStorage(STORAGE_KEYS.isPopShow, 'true');
    setOpen(false);
  }

  if (!open) return null;
  return (
    <Dialog title="Registration successful" onClose={close}>
      <p>Welcome to {brand_name}! Your account is ready: track orders, save addresses and check out faster.</p>
      <ButtonLink to="/products" onClick={close} block>
        Start shopping
      </ButtonLink>
    </Dialog>
  );
}
