import useSWR from 'swr';
import { apiGet, apiRequest } from '../../api/client';
import { gatewayCheckoutSchema, checkoutPaths } from '../../../schemas/api/checkout';
import { addressListSchema, addressPaths } from '../../../schemas/api/addresses';
import { invoiceSchema, orderDetailSchema, orderListSchema, orderPaths, type OrderStatus } from '../../../schemas/api/orders';
import { returnPaths, returnRequestSchema, type ReturnRequest } from '../../../schemas/api/returns';
import type { GatewayCheckout } from '../../../schemas/api/checkout';
import type { OrderDetail } from '../../../schemas/api/orders';

/** The order, invoice and return calls; every read is keyed by the signed-in user (SWR never mixes accounts). */

function query(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

function post(fields: Record<string, string | number>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(query(fields)), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

export const ordersListPath = (userId: number, page: number, status: OrderStatus | '') => `${orderPaths.list}?${query({ user_id: userId, page, status })}`;
export const orderPath = (userId: number, id: number) => `${orderPaths.one(id)}?${query({ user_id: userId })}`;
export const trackPath = (userId: number, orderNumber: string) => `${orderPaths.track}?${query({ user_id: userId, order_number: orderNumber })}`;
export const invoicePath = (userId: number, id: number) => `${orderPaths.invoice(id)}?${query({ user_id: userId })}`;
export const returnPath = (userId: number, id: number) => `${returnPaths.one(id)}?${query({ user_id: userId })}`;
export const addressesPath = (userId: number) => `${addressPaths.list}?${query({ user_id: userId })}`;

const read = {
  list: (path: string) => apiGet(path, orderListSchema),
  order: (path: string) => apiGet(path, orderDetailSchema),
  invoice: (path: string) => apiGet(path, invoiceSchema),
  request: (path: string) => apiGet(path, returnRequestSchema),
  addresses: (path: string) => apiGet(path, addressListSchema),
};

const options = { revalidateOnFocus: false };
export const useOrderList = (key: string | null) => useSWR(key, read.list, options);
export const useOrder = (key: string | null) => useSWR(key, read.order, options);
export const useInvoice = (key: string | null) => useSWR(key, read.invoice, options);
export const useReturnRequest = (key: string | null) => useSWR(key, read.request, options);
export const useAddresses = (key: string | null) => useSWR(key, read.addresses, options);

export async function cancelOrder(userId: number, id: number, reason: string, destination: 'original' | 'wallet'): Promise<OrderDetail> {
  return (await apiRequest(orderPaths.cancel(id), orderDetailSchema, post({ user_id: userId, reason, refund_destination: destination }))).data;
}

/** A fresh gateway order for another attempt at paying an order awaiting payment. */
export async function newPaymentAttempt(userId: number, id: number): Promise<GatewayCheckout> {
  return (await apiRequest(checkoutPaths.pay(id), gatewayCheckoutSchema, post({ user_id: userId }))).data;
}

export interface ReturnSubmission {
  order_item_id: number;
  kind: 'return' | 'replace';
  qty: number;
  reason: string;
  details: string;
  pickup_address_id: number;
  refund_destination: 'original' | 'wallet';
}

export async function fileReturn(userId: number, submission: ReturnSubmission): Promise<ReturnRequest> {
  return (await apiRequest(returnPaths.create, returnRequestSchema, post({ user_id: userId, ...submission }))).data;
}
