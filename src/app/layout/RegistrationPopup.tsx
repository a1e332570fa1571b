import { useEffect, useState } from 'react';
import { useThemeConfig } from '../../data/shop-config';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { Dialog } from '../../ui/Dialog';
import { ButtonLink } from '../../ui/Button';
import { useT } from '../../i18n/useT';

export const REGISTRATION_POPUP_MS = 5000;

/** Spec section 4: hides itself after 5 s, then isPopShow is stored so it never returns. */
export default function RegistrationPopup() {
  const [open, setOpen] = useState(true);
  const { brand_name } = useThemeConfig();
  const t = useT();

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
    <Dialog title={t('shell.registered')} onClose={close}>
      <p>{t('shell.registeredWelcome', { brand: brand_name })}</p>
      <ButtonLink to="/products" onClick={close} block>
        {t('shell.startShopping')}
      </ButtonLink>
    </Dialog>
  );
}
