import { useState } from 'react';
import { useCartView } from '../../../src/features/cart/CartContext';
import { Button } from '../../../src/ui/Button';
import { Dialog } from '../../../src/ui/Dialog';
import { useT } from '../../../src/i18n/useT';
import styles from './ClearCartButton.module.css';

/** "Clear cart", asked twice: emptying a full cart by a slip would be costly to redo. */
export function ClearCartButton() {
  const { actions } = useCartView();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();

  const confirm = async () => {
    setBusy(true);
    const cleared = await actions.clear();
    setBusy(false);
    if (cleared) setOpen(false);
  };

  return (
    <>
      <Button type="button" variant="ghost" className={styles.trigger} onClick={() => setOpen(true)}>
        {t('cart.clear')}
      </Button>
      {open && (
        <Dialog title={t('cart.clearTitle')} onClose={() => setOpen(false)}>
          <p className={styles.text}>{t('cart.clearText')}</p>
          <div className={styles.buttons}>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('cart.keepItems')}
            </Button>
            <Button type="button" busy={busy} onClick={() => void confirm()}>
              {t('cart.clearConfirm')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
