import useSWR from 'swr';
import { apiGet } from '../../api/client';
import { walletPaths, walletSchema } from '../../../schemas/api/wallet';

/** The SWR key of one ledger page: the GET path itself, keyed by the user so accounts never mix. */
export const walletPath = (userId: number, page: number) => `${walletPaths.wallet}?${new URLSearchParams({ user_id: String(userId), page: String(page) }).toString()}`;

const readWallet = (path: string) => apiGet(path, walletSchema);
export const useWallet = (key: string | null) => useSWR(key, readWallet, { revalidateOnFocus: false });
