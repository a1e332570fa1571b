import { ApiError } from '../../api/client';
import { isOffline } from '../offline/online';

/** The message a failed cart or wishlist call shows: the client has already put it in spec words. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Network Error';
}

export const OFFLINE_CART_MESSAGE = 'You are offline. Your cart was not changed — try again when you are back online.';
/** One toast however many taps: each replaces the last. */
export const OFFLINE_CART_TOAST = { id: 'cart-offline' };

/** The request never reached the server (apiRequest's status 0). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * A change lost because the connection dropped says so plainly: the cart shown
 * is what the server still holds. With the browser still online the server
 * itself was unreachable, which the spec's catalogue words as 'Network Error'.
 */
export function cartFailureMessage(error: unknown): string {
  return isNetworkFailure(error) && isOffline() ? OFFLINE_CART_MESSAGE : failureMessage(error);
}

/**
 * Cart changes are refused while the browser is offline, before anything is
 * shown as changed: a change queued for later could be lost with the tab, and
 * prices and stock may have moved meanwhile.
 */
export function refusedOffline(showError: (message: string, options: typeof OFFLINE_CART_TOAST) => unknown): boolean {
  if (!isOffline()) return false;
  showError(OFFLINE_CART_MESSAGE, OFFLINE_CART_TOAST);
  return true;
}
