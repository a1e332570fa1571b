import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { showAddedToast } from './AddedToast';
import { useCartActions, type CartProductRef, type CartVariantRef } from './useCartActions';
import styles from './AddToCartButton.module.css';
import { useT } from '../../i18n/useT';

interface Props {
  product: CartProductRef;
  /** The chosen variant; null or absent when the product has none. */
  variant?: CartVariantRef | null;
  qty?: number;
  /** Called after the server accepted the add (the success toast is already showing). */
  onAdded?: () => void;
  /** The button's look; `variant` is the product's variant. */
  appearance?: 'primary' | 'secondary';
  label?: string;
  block?: boolean;
  disabled?: boolean;
  /** The id of the text saying why it is disabled (e.g. out of stock), read with the button. */
  describedBy?: string;
  className?: string;
}

/**
 * Adds to the cart with a spinner while the server answers, then 'Added to
 * cart' with a "View cart" link; a refusal shows the server's message.
 */
export function AddToCartButton({ product, variant, qty = 1, onAdded, appearance = 'primary', label, block, disabled, describedBy, className }: Props) {
  const { add } = useCartActions();
  const navigate = useNavigate();
  const t = useT();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    const added = await add({ product, variant, qty });
    setBusy(false);
    if (!added) return;
    showAddedToast(navigate);
    onAdded?.();
  };

  return (
    <Button
      type="button"
      data-action="add-to-cart"
      replay="add-to-cart"
      variant={appearance}
      block={block}
      busy={busy}
      disabled={disabled}
      aria-describedby={describedBy}
      className={className}
      onClick={() => void onClick()}
    >
      {/* The words before the cart in the markup (see the stylesheet), so the button's content is as wide as it will be as soon as they arrive. */}
      <span className={busy ? undefined : styles.withIcon}>
        {label ?? t('cart.addToCart')}
        {!busy && <Icon name="cart" size={18} className={styles.icon} />}
      </span>
      {/* Many buttons share the words on a list page: the product tells them apart for screen readers. */}
      <span className="visually-hidden">: {product.title}</span>
    </Button>
  );
}
