import { useMemo } from 'react';
import { ApiError } from '../../api/client';
import english from '../../i18n/locales/en-IN/cart.json';
import { useT } from '../../i18n/useT';
import { isOffline } from '../offline/online';

/** The message a failed cart or wishlist call shows: the client has already put it in spec words. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Network Error';
}

/** The English words (what a page without a provider shows); a component says them with t('cart.offline'). */
export const OFFLINE_CART_MESSAGE = english['cart.offline'];
/** One toast however many taps: each replaces the last. */
export const OFFLINE_CART_TOAST = { id: 'cart-offline' };

/** The request never reached the server (apiRequest's status 0). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

type ShowError = (message: string, options?: typeof OFFLINE_CART_TOAST) => unknown;

/**
 * How a cart change that failed, or may not start, is told, in the page's language.
 * A change lost because the connection dropped says so plainly: the cart shown
 * is what the server still holds. With the browser still online the server
 * itself was unreachable, which the spec's catalogue words as 'Network Error';
 * anything else the server refused is told in its own words.
 */
export function useCartFailures() {
  const t = useT();
  return useMemo(
    () => ({
      show: (showError: ShowError, error: unknown) => {
        if (isNetworkFailure(error) && isOffline()) showError(t('cart.offline'), OFFLINE_CART_TOAST);
        else showError(error instanceof Error && error.message && !isNetworkFailure(error) ? error.message : t('cart.networkError'));
      },
      /**
       * Cart changes are refused while the browser is offline, before anything is
       * shown as changed: a change queued for later could be lost with the tab, and
       * prices and stock may have moved meanwhile.
       */
      refusedOffline: (showError: ShowError): boolean => {
        if (!isOffline()) return false;
        showError(t('cart.offline'), OFFLINE_CART_TOAST);
        return true;
      },
    }),
    [t],
  );
}
