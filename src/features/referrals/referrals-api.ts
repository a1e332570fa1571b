import useSWR from 'swr';
import { apiGet } from '../../api/client';
import { referralPaths, referralsSchema } from '../../../schemas/api/referrals';

/** The SWR key of the shopper's referrals: the GET path itself, keyed by the user. */
export const referralsPath = (userId: number) => `${referralPaths.referrals}?${new URLSearchParams({ user_id: String(userId) }).toString()}`;

const readReferrals = (path: string) => apiGet(path, referralsSchema);
export const useReferrals = (key: string | null) => useSWR(key, readReferrals, { revalidateOnFocus: false });
