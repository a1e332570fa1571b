import useSWR, { useSWRConfig } from 'swr';
import { returnDeskDetailSchema, returnDeskListSchema, returnDeskPaths, type ReturnDeskAction, type ReturnDeskDetail, type ReturnDeskList } from '../../../schemas/api/return-desk';
import { call } from '../api';

/* The return desk's calls: every answer is parsed with the desk's schemas (call() refuses any other shape). */

const listReturns = (path: string): Promise<ReturnDeskList> => call('GET', path, returnDeskListSchema);
const getReturn = (path: string): Promise<ReturnDeskDetail> => call('GET', path, returnDeskDetailSchema);

/** The queue at this address (returnDeskListPath): the previous page stays while the next loads. */
export const useReturnQueue = (path: string) => useSWR(path, listReturns, { keepPreviousData: true });

export const useReturnRequest = (id: number) => useSWR(returnDeskPaths.request(id), getReturn);

/** One step; the answer is the request as it now is. */
export const takeStep = (id: number, action: ReturnDeskAction, body: unknown): Promise<ReturnDeskDetail> => call('POST', returnDeskPaths.action(id, action), returnDeskDetailSchema, body);

/** After a step: the request shows what it answered, and every queue (its counts changed) reads again. */
export function useAfterStep(): (request: ReturnDeskDetail) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (request) => {
    await mutate(returnDeskPaths.request(request.id), request, { revalidate: false });
    await mutate((key) => typeof key === 'string' && (key === returnDeskPaths.list || key.startsWith(`${returnDeskPaths.list}?`)));
  };
}
