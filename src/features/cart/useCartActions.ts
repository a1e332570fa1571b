import { useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useSWRConfig } from 'swr';
import toast from 'react-hot-toast';
import { MAX_QTY_PER_LINE, type CartCounts, type CartItem } from '../../../schemas/api/cart';
import { ensureSessionId } from '../../lib/storage';
import { cartQtyOverlayAtom, cartRemovingAtom } from '../../state/cart';
import { cartCountAtom, userAtom, wishlistCountAtom } from '../../state/session';
import { addToCart, cartItemsPath, clearCart, deleteCartItem, updateCartQuantity, type CartOwner } from './cart-api';
import { useCartFailures } from './errors';
import { lineQueueAtom } from './line-queue';

export interface CartProductRef {
  id: number;
  title: string;
}

export interface CartVariantRef {
  id: number;
  label: string;
}

export interface AddToCartRequest {
  product: CartProductRef;
  /** The chosen variant; null or absent for a product without variants. */
  variant?: CartVariantRef | null;
  qty: number;
}

/**
 * Everything that changes the cart. Each resolves when the server has
 * answered; a failure is shown as an error toast with the server's words (spec
 * section 8) and resolves false. add() leaves the success toast to its caller,
 * which knows whether "View cart" makes sense there.
 */
export interface CartActions {
  add: (request: AddToCartRequest) => Promise<boolean>;
  /** Shows at once; requests to one line are serialised and the cart is fetched again once they settle. */
  setQuantity: (line: CartItem, qty: number) => void;
  /** Hides the line at once; it comes back if the server refuses. */
  remove: (line: CartItem) => Promise<boolean>;
  clear: () => Promise<boolean>;
}

/** Clamps a wanted quantity to what the line may hold: 1 to its max_qty (and the shop-wide cap). */
export function clampLineQty(line: Pick<CartItem, 'max_qty'>, qty: number): number {
  const cap = Math.min(line.max_qty, MAX_QTY_PER_LINE);
  return Math.max(1, Math.min(cap, Math.round(qty)));
}

function without<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

function withoutItem<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(set);
  next.delete(item);
  return next;
}

export function useCartActions(): CartActions {
  const store = useStore();
  const queue = useAtomValue(lineQueueAtom);
  const { mutate } = useSWRConfig();
  const failures = useCartFailures();

  return useMemo(() => {
    // Read at call time: the owner is whoever is signed in when the shopper acts.
    const owner = (): CartOwner => ({ user_id: store.get(userAtom)?.id ?? 0, session_id: ensureSessionId() });
    const refetch = async (who: CartOwner) => {
      await mutate(cartItemsPath(who));
    };
    const setCounts = (counts: CartCounts | null) => {
      if (!counts) return;
      store.set(cartCountAtom, counts.cart_count);
      store.set(wishlistCountAtom, counts.wishlist_count);
    };
    const fail = (error: unknown) => {
      failures.show(toast.error, error);
      return false;
    };
    const offline = () => failures.refusedOffline(toast.error);

    const add: CartActions['add'] = async ({ product, variant, qty }) => {
      if (offline()) return false;
      const who = owner();
      try {
        const counts = await addToCart(who, {
          productId: product.id,
          qty,
          size: variant ? { variant_id: variant.id, label: variant.label } : {},
        });
        setCounts(counts);
      } catch (error) {
        return fail(error);
      }
      await refetch(who);
      return true;
    };

    const setQuantity: CartActions['setQuantity'] = (line, qty) => {
      const wanted = clampLineQty(line, qty);
      const shown = store.get(cartQtyOverlayAtom).get(line.id) ?? line.qty;
      if (wanted === shown || offline()) return;
      store.set(cartQtyOverlayAtom, new Map(store.get(cartQtyOverlayAtom)).set(line.id, wanted));
      const who = owner();
      queue.submit(line.id, wanted, {
        send: (n) => updateCartQuantity(who, line, n),
        onError: (error, confirmed) => {
          const overlay = store.get(cartQtyOverlayAtom);
          // Back to what the server holds: the last accepted quantity, or the fetched line.
          store.set(cartQtyOverlayAtom, confirmed === null ? without(overlay, line.id) : new Map(overlay).set(line.id, confirmed));
          fail(error);
        },
        onIdle: () => {
          void refetch(who).finally(() => {
            // Lines that started a new burst while the cart was fetched keep their overlay.
            const kept = [...store.get(cartQtyOverlayAtom)].filter(([id]) => queue.busy(id));
            store.set(cartQtyOverlayAtom, new Map(kept));
          });
        },
      });
    };

    const remove: CartActions['remove'] = async (line) => {
      if (offline()) return false;
      const who = owner();
      store.set(cartRemovingAtom, new Set(store.get(cartRemovingAtom)).add(line.id));
      try {
        await deleteCartItem(who, line.id);
      } catch (error) {
        store.set(cartRemovingAtom, withoutItem(store.get(cartRemovingAtom), line.id));
        return fail(error);
      }
      // Stays hidden until the fetched cart no longer has it, so it never flashes back.
      await refetch(who);
      store.set(cartRemovingAtom, withoutItem(store.get(cartRemovingAtom), line.id));
      store.set(cartQtyOverlayAtom, without(store.get(cartQtyOverlayAtom), line.id));
      return true;
    };

    const clear: CartActions['clear'] = async () => {
      if (offline()) return false;
      const who = owner();
      try {
        await clearCart(who);
      } catch (error) {
        return fail(error);
      }
      store.set(cartCountAtom, 0);
      await refetch(who);
      return true;
    };

    return { add, setQuantity, remove, clear };
  }, [store, queue, mutate, failures]);
}
