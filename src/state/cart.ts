import { atom } from 'jotai';

/**
 * The cart's optimistic overlay over what the server last said: quantities a
 * shopper has asked for that the server has not confirmed yet, and lines on
 * their way out. The overlay is dropped once the cart has been fetched again.
 * Values are replaced, never mutated, so an initial value shared by stores is safe.
 */
export const cartQtyOverlayAtom = atom<ReadonlyMap<number, number>>(new Map<number, number>());
export const cartRemovingAtom = atom<ReadonlySet<number>>(new Set<number>());
