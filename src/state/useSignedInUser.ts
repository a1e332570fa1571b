import { useAtomValue } from 'jotai';
import { useHydrated } from '../app/useHydrated';
import { userAtom, type StoredUser } from './session';

/**
 * The signed-in user for rendering: null on the server and while hydrating
 * (the server renders every page as a guest), the stored user after.
 */
export function useSignedInUser(): StoredUser | null {
  const hydrated = useHydrated();
  const user = useAtomValue(userAtom);
  return hydrated ? user : null;
}
