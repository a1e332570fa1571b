import useSWR from 'swr';
import {
  customerDeskPaths as paths,
  customerDetailSchema,
  customerOrdersSchema,
  customerProfileSchema,
  customerWalletSchema,
  deskTicketSchema,
  pagePath,
  ticketQueueSchema,
  walletLimitSchema,
  customerSearchSchema,
  type CustomerProfile,
  type CustomerWallet,
  type DeskTicket,
  type TicketReplyInput,
  type WalletAdjustmentInput,
  type WalletLimit,
  type WalletLimitInput,
} from '../../../schemas/api/customer-desk';
import { call } from '../api';

/* The customers and support desk's calls: SWR keys are the API paths, and every answer is parsed with the desk's schemas. */

export const useCustomerSearch = (path: string) => useSWR(path, (key: string) => call('GET', key, customerSearchSchema), { keepPreviousData: true });
export const useCustomer = (id: number) => useSWR(paths.customer(id), (key: string) => call('GET', key, customerDetailSchema));
export const useCustomerOrders = (id: number, page: number) => useSWR(pagePath(paths.orders(id), page), (key: string) => call('GET', key, customerOrdersSchema), { keepPreviousData: true });
export const useCustomerWallet = (id: number, page: number) => useSWR(pagePath(paths.wallet(id), page), (key: string) => call('GET', key, customerWalletSchema), { keepPreviousData: true });
export const useWalletLimit = () => useSWR(paths.walletLimit, (key: string) => call('GET', key, walletLimitSchema));
export const useTicketQueue = (path: string) => useSWR(path, (key: string) => call('GET', key, ticketQueueSchema), { keepPreviousData: true });
export const useDeskTicket = (id: number) => useSWR(paths.ticket(id), (key: string) => call('GET', key, deskTicketSchema));

export const adjustWallet = (id: number, input: WalletAdjustmentInput): Promise<CustomerWallet> => call('POST', paths.wallet(id), customerWalletSchema, input);
export const setDisabled = (id: number, disabled: boolean): Promise<CustomerProfile> => call('POST', disabled ? paths.disable(id) : paths.enable(id), customerProfileSchema, {});
export const setWalletLimit = (input: WalletLimitInput): Promise<WalletLimit> => call('PUT', paths.walletLimit, walletLimitSchema, input);
export const replyToTicket = (id: number, input: TicketReplyInput): Promise<DeskTicket> => call('POST', paths.replies(id), deskTicketSchema, input);

/** Every cached read of one customer (their page, orders and ledger pages): a write refreshes them all. */
export const isCustomerKey = (id: number) => (key: unknown) => typeof key === 'string' && (key === paths.customer(id) || key.startsWith(`${paths.customer(id)}/`));
/** Every list of customers (a disabled one shows so in the results). */
export const isCustomerListKey = (key: unknown) => typeof key === 'string' && (key === paths.list || key.startsWith(`${paths.list}?`));
/** The tickets queue's pages and one ticket's thread. */
export const isTicketKey = (key: unknown) => typeof key === 'string' && key.startsWith(paths.tickets);
