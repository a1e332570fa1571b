import { useMemo } from 'react';
import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import type { CartItem } from '../../../schemas/api/cart';
import { useHydrated } from '../../app/useHydrated';
import { useServerVisitor } from '../../app/providers/visitor';
import { ensureSessionId } from '../../lib/storage';
import { cartQtyOverlayAtom, cartRemovingAtom } from '../../state/cart';
import { useSignedInUser } from '../../state/useSignedInUser';
import { cartItemsPath, fetchCart, type CartOwner } from './cart-api';

/**
 * Whose cart this browser shows: the signed-in user, or user 0 with the
 * session id (spec section 6). Until hydrated, the owner the server rendered
 * the page for (its cookies), so the first render matches the server's HTML;
 * then the browser's own storage, normally the same owner and the same SWR key.
 */
export function useCartOwner(): CartOwner | null {
  const hydrated = useHydrated();
  const rendered = useServerVisitor();
  const user = useSignedInUser();
  const userId = user?.id ?? 0;
  return useMemo(() => (hydrated ? { user_id: userId, session_id: ensureSessionId() } : rendered), [hydrated, userId, rendered]);
}

/** Applies the optimistic overlay: asked-for quantities and lines being removed. */
export function applyCartOverlay(lines: readonly CartItem[], qty: ReadonlyMap<number, number>, removing: ReadonlySet<number>): CartItem[] {
  return lines.filter((line) => !removing.has(line.id)).map((line) => {
    const wanted = qty.get(line.id);
    return wanted === undefined || wanted === line.qty ? line : { ...line, qty: wanted };
  });
}

/**
 * The cart as the shopper should see it now. `lines` is undefined while the
 * first fetch is under way; `error` keeps the failure's message (spec section 4).
 */
export function useCart() {
  const owner = useCartOwner();
  const key = owner ? cartItemsPath(owner) : null;
  const swr = useSWR(key, fetchCart, { revalidateOnFocus: false });
  const overlay = useAtomValue(cartQtyOverlayAtom);
  const removing = useAtomValue(cartRemovingAtom);
  const lines = useMemo(() => (swr.data ? applyCartOverlay(swr.data.lines, overlay, removing) : undefined), [swr.data, overlay, removing]);
  return { owner, key, lines, counts: swr.data?.counts ?? null, error: swr.error instanceof Error ? swr.error : undefined, isLoading: swr.isLoading, mutate: swr.mutate };
}
