import { useState } from 'react';
import { useCartView } from '../../../src/features/cart/CartContext';
import { Button } from '../../../src/ui/Button';
import { Dialog } from '../../../src/ui/Dialog';
import styles from './ClearCartButton.module.css';

/** "Clear cart", asked twice: emptying a full cart by a slip would be costly to redo. */
export function ClearCartButton() {
  const { actions } = useCartView();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const cleared = await actions.clear();
    setBusy(false);
    if (cleared) setOpen(false);
  };

  return (
    <>
      <Button type="button" variant="ghost" className={styles.trigger} onClick={() => setOpen(true)}>
        Clear cart
      </Button>
      {open && (
        <Dialog title="Clear your cart?" onClose={() => setOpen(false)}>
          <p className={styles.text}>Every item will be removed from your cart. Your wishlist stays as it is.</p>
          <div className={styles.buttons}>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Keep items
            </Button>
            <Button type="button" busy={busy} onClick={() => void confirm()}>
              Yes, clear cart
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
