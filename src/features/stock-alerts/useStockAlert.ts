import useSWR from 'swr';
import type { StockAlertState } from '../../../schemas/api/stock-alerts';
import { useHydrated } from '../../app/useHydrated';
import { useSignedInUser } from '../../state/useSignedInUser';
import { fetchStockAlertState, stockAlertStatePath, type AlertTarget } from './stock-alerts-api';

type Key = readonly [path: string, userId: number];

/**
 * This shopper's request for the product or variant on screen. Fetched only
 * in the browser (the server renders every page as a guest), and again when
 * someone signs in or out, since the answer depends on the cookies.
 */
export function useStockAlert(target: AlertTarget) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const key: Key | null = hydrated ? [stockAlertStatePath(target), user?.id ?? 0] : null;
  const swr = useSWR<StockAlertState, Error, Key | null>(key, ([path]: Key) => fetchStockAlertState(path), { revalidateOnFocus: false });
  // Without an answer (offline, a failed call) the page still offers the request, at the address it knows.
  const state: StockAlertState | undefined = swr.data ?? (swr.error ? { alert: null, email: user?.email ?? '' } : undefined);
  return {
    user,
    state,
    /** Shows the answer of a request or cancel without asking the server again. */
    show: (next: StockAlertState) => swr.mutate(next, { revalidate: false }),
  };
}
