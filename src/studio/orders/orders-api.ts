import useSWR, { useSWRConfig } from 'swr';
import {
  orderDeskDetailSchema,
  orderDeskPageSchema,
  orderDeskPaths,
  type OrderCancel,
  type OrderDeskDetail,
  type OrderMove,
  type OrderRefundInput,
} from '../../../schemas/api/order-desk';
import { invoiceSchema } from '../../../schemas/api/orders';
import { call } from '../api';

export const useOrderPage = (path: string) => useSWR(path, (key: string) => call('GET', key, orderDeskPageSchema), { keepPreviousData: true });
export const useDeskOrder = (id: number) => useSWR(orderDeskPaths.order(id), (key: string) => call('GET', key, orderDeskDetailSchema));
export const useStaffInvoice = (id: number) => useSWR(orderDeskPaths.invoice(id), (key: string) => call('GET', key, invoiceSchema), { revalidateOnFocus: false });

/** Every action answers with the order as it now is, which becomes the page's data; the table's pages are read again. */
export function useOrderActions(id: number) {
  const { mutate } = useSWRConfig();
  const settle = async (order: OrderDeskDetail): Promise<OrderDeskDetail> => {
    await mutate(orderDeskPaths.order(id), order, { revalidate: false });
    void mutate((key) => typeof key === 'string' && key.startsWith(orderDeskPaths.list) && !key.startsWith(orderDeskPaths.order(id)));
    return order;
  };
  const post = async (path: string, body: unknown) => settle(await call('POST', path, orderDeskDetailSchema, body));
  return {
    move: (move: OrderMove) => post(orderDeskPaths.move(id), move),
    cancel: (input: OrderCancel) => post(orderDeskPaths.cancel(id), input),
    collectCod: () => post(orderDeskPaths.codCollected(id), {}),
    refund: (input: OrderRefundInput) => post(orderDeskPaths.refunds(id), input),
    emailInvoice: () => post(orderDeskPaths.invoiceEmail(id), {}),
    /** After a refusal the order may have changed meanwhile (a refund that failed at the gateway leaves a row): read it again. */
    reload: () => mutate(orderDeskPaths.order(id)),
  };
}
