import { useSignedInUser } from '../../state/useSignedInUser';

/** The signed-in shopper's id, or null; pages under RequireAuth only render with one. */
export function useAccountId(): number | null {
  return useSignedInUser()?.id ?? null;
}
