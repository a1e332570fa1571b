import useSWR from 'swr';
import { apiGet } from '../../api/client';
import { contentPaths, faqListSchema, policySchema, type FaqCategory, type Policy } from '../../../schemas/api/content';

/** The FAQ, filtered on the server by the words of `q`. */
export function useFaqs(q: string) {
  const path = q ? `${contentPaths.faqs}?${new URLSearchParams({ q }).toString()}` : contentPaths.faqs;
  return useSWR<FaqCategory[], Error>(path, () => apiGet(path, faqListSchema), { keepPreviousData: true, revalidateOnFocus: false });
}

export function usePolicy(id: number | null) {
  return useSWR<Policy, Error>(id === null ? null : contentPaths.policy(id), (path: string) => apiGet(path, policySchema), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
