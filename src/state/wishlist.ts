import { atom } from 'jotai';

/**
 * Hearts a signed-in shopper has just toggled, by product id, shown before the
 * server answers; an entry goes once the wishlist has been fetched again.
 */
export const wishlistOverlayAtom = atom<ReadonlyMap<number, boolean>>(new Map<number, boolean>());
