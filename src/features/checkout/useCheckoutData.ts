import useSWR from 'swr';
import type { Address } from '../../../schemas/api/addresses';
import { checkoutPaths } from '../../../schemas/api/checkout';
import { useSignedInUser } from '../../state/useSignedInUser';
import { addressesPath, couponsPath, fetchAddresses, fetchCoupons, fetchQuote, fetchRazorpayDetails, type CheckoutChoice } from './checkout-api';

/** The reads of the checkout page, through SWR so sections share one request each. */

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

export function useAddresses() {
  const user = useSignedInUser();
  return useSWR(user ? addressesPath(user.id) : null, fetchAddresses, { revalidateOnFocus: false });
}

export function useCoupons(userId: number | null, addressId: number | null) {
  return useSWR(userId !== null && addressId !== null ? couponsPath(userId, addressId) : null, fetchCoupons, options);
}

/** Keyed on the whole choice: a new choice is a new quote, and the previous one stays shown meanwhile. */
export function useQuote(choice: CheckoutChoice | null) {
  return useSWR(choice ? ['checkout-quote', choice] : null, ([, c]) => fetchQuote(c), options);
}

export function useRazorpayDetails() {
  return useSWR(checkoutPaths.razorpayDetails, fetchRazorpayDetails, { revalidateOnFocus: false });
}

/** The stored choice if it is still a deliverable address of the shopper's, else the default, else the first deliverable one. */
export function effectiveAddress(addresses: readonly Address[] | undefined, selectedId: number | null): Address | null {
  if (!addresses || addresses.length === 0) return null;
  // An address that became unserviceable is not kept chosen: its radio is disabled, so the shopper could not leave it.
  const usable = addresses.filter((a) => a.serviceable);
  return usable.find((a) => a.id === selectedId) ?? usable.find((a) => a.is_default) ?? usable[0] ?? addresses[0] ?? null;
}
