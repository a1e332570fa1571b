import { createContext, useContext, useMemo, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { CartItem } from '../../../schemas/api/cart';
import { useSignedInUser } from '../../state/useSignedInUser';
import { useWishlistActions } from '../wishlist/useWishlistActions';
import { useT } from '../../i18n/useT';
import { useCartFailures } from './errors';
import { useCart } from './useCart';
import { useCartActions, type CartActions } from './useCartActions';

/**
 * What the cart sections show and do. The page provides the live cart;
 * stories and tests can provide fixed lines and their own actions.
 */
export interface CartView {
  /** Undefined while the cart is first fetched. */
  lines: CartItem[] | undefined;
  error: Error | undefined;
  signedIn: boolean;
  actions: CartActions;
  /** Saves the product to the wishlist, then takes the line out of the cart; guests are asked to sign in. */
  moveToWishlist: (line: CartItem) => Promise<boolean>;
  retry: () => void;
}

const CartContext = createContext<CartView | null>(null);

export function CartViewProvider({ value, children }: { value: CartView; children: ReactNode }) {
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The live cart of this browser's shopper. */
export function CartProvider({ children }: { children: ReactNode }) {
  const { lines, error, mutate } = useCart();
  const actions = useCartActions();
  const wishlist = useWishlistActions();
  const signedIn = useSignedInUser() !== null;
  const failures = useCartFailures();
  const t = useT();

  const value = useMemo<CartView>(
    () => ({
      lines,
      error,
      signedIn,
      actions,
      moveToWishlist: async (line) => {
        // Checked before the wishlist is touched: saving it and then failing to take it out of the cart would do half.
        if (failures.refusedOffline(toast.error)) return false;
        if (!wishlist.requireSignIn(t('cart.signInToMove'))) return false;
        return (await wishlist.add(line.product_id)) && actions.remove(line);
      },
      retry: () => void mutate(),
    }),
    [lines, error, signedIn, actions, wishlist, mutate, failures, t],
  );
  return <CartViewProvider value={value}>{children}</CartViewProvider>;
}

export function useCartView(): CartView {
  const view = useContext(CartContext);
  if (!view) throw new Error('The cart sections need a CartProvider: place them on the cart page');
  return view;
}
