import useSWR from 'swr';
import { useSignedInUser } from '../../state/useSignedInUser';
import { addressesPath, fetchAddresses } from './address-api';

/** The signed-in shopper's addresses, default first (the router keeps guests off these pages). */
export function useAddresses() {
  const user = useSignedInUser();
  const swr = useSWR(user ? addressesPath(user.id) : null, fetchAddresses, { revalidateOnFocus: false });
  return {
    user,
    addresses: swr.data,
    error: swr.error instanceof Error ? swr.error : undefined,
    isLoading: swr.data === undefined && !(swr.error instanceof Error),
    mutate: swr.mutate,
  };
}
