import { useMemo, useState, type ReactNode } from 'react';
import { cartItemListSchema, cartItemSchema, type CartItem } from '../../schemas/api/cart';
import { wishlistItemListSchema, type WishlistItem } from '../../schemas/api/wishlist';
import { CartViewProvider, type CartView } from '../../src/features/cart/CartContext';
import { clampLineQty } from '../../src/features/cart/useCartActions';
import { WishlistViewProvider, type WishlistView } from '../../src/features/wishlist/WishlistContext';
import { useSignedInUser } from '../../src/state/useSignedInUser';
import { fixtureProduct } from './catalog-fixtures';

/**
 * Cart and wishlist fixtures for stories: lines as GET cart-items would serve
 * them (parsed with the API schema, so a contract change breaks loudly), and
 * providers whose actions change them in memory, so the stepper, remove and
 * clear can be tried in Storybook without a server.
 */

interface LineDraft {
  id: number;
  productId: number;
  qty: number;
  stock: number;
  maxPerOrder: number;
  variant?: { id: number; label: string };
}

function cartLine({ id, productId, qty, stock, maxPerOrder, variant }: LineDraft) {
  const product = fixtureProduct(productId);
  return {
    id,
    product_id: product.id,
    qty,
    mrp: product.mrp,
    price: product.price,
    size: variant ? JSON.stringify({ variant_id: variant.id, label: variant.label }) : '{}',
    variant_label: variant?.label ?? '',
    title: product.title,
    slug: product.slug,
    brand: product.brand,
    image: product.image,
    stock,
    max_qty: Math.min(10, maxPerOrder, stock),
  };
}

/** Three lines: one capped per order (2), one limited by stock (3 left), one ordinary. */
export const fixtureCartLines: CartItem[] = cartItemListSchema.parse([
  cartLine({ id: 9001, productId: 101, qty: 1, stock: 14, maxPerOrder: 2, variant: { id: 1011, label: '16 GB RAM / 1 TB SSD' } }),
  cartLine({ id: 9002, productId: 117, qty: 2, stock: 3, maxPerOrder: 10 }),
  cartLine({ id: 9003, productId: 120, qty: 1, stock: 46, maxPerOrder: 10 }),
]);

/** A line whose product sold out after it was added. */
export const fixtureSoldOutLine: CartItem = cartItemSchema.parse(cartLine({ id: 9004, productId: 114, qty: 1, stock: 0, maxPerOrder: 2 }));

/** Saved products: ordinary, with variants (choose options), and sold out. */
export const fixtureWishlistItems: WishlistItem[] = wishlistItemListSchema.parse(
  [102, 107, 124, 114, 129].map((productId, index) => ({
    id: 7001 + index,
    product_id: productId,
    added_at: `2024-11-${String(10 + index).padStart(2, '0')}T10:30:00.000Z`,
    product: fixtureProduct(productId),
  })),
);

export function CartStoryProvider({ children, lines: initial = fixtureCartLines }: { children: ReactNode; lines?: CartItem[] }) {
  const [lines, setLines] = useState(initial);
  const signedIn = useSignedInUser() !== null;
  const value = useMemo<CartView>(() => {
    const removeLine = (line: CartItem) => {
      setLines((current) => current.filter((l) => l.id !== line.id));
      return Promise.resolve(true);
    };
    return {
      lines,
      error: undefined,
      signedIn,
      actions: {
        add: () => Promise.resolve(true),
        setQuantity: (line, qty) => setLines((current) => current.map((l) => (l.id === line.id ? { ...l, qty: clampLineQty(l, qty) } : l))),
        remove: removeLine,
        clear: () => {
          setLines([]);
          return Promise.resolve(true);
        },
      },
      moveToWishlist: removeLine,
      retry: () => setLines(initial),
    };
  }, [lines, signedIn, initial]);
  return <CartViewProvider value={value}>{children}</CartViewProvider>;
}

export function WishlistStoryProvider({ children, items: initial = fixtureWishlistItems }: { children: ReactNode; items?: WishlistItem[] }) {
  const [items, setItems] = useState(initial);
  const value = useMemo<WishlistView>(() => {
    const drop = (item: WishlistItem) => {
      setItems((current) => current.filter((i) => i.id !== item.id));
      return Promise.resolve(true);
    };
    return {
      items,
      error: undefined,
      remove: drop,
      addToCart: (item, { keep }) => (keep ? Promise.resolve(true) : drop(item)),
      retry: () => setItems(initial),
    };
  }, [items, initial]);
  return <WishlistViewProvider value={value}>{children}</WishlistViewProvider>;
}
