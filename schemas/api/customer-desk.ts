import * as z from 'zod/mini';
import { rupeesText } from '../rupees';
import { wholeNumber } from '../zod-helpers';
import { addressListSchema } from './addresses';
import { giftCardOrderSchema } from './gift-cards';
import { orderListSchema } from './orders';
import { referralStatusSchema } from './referrals';
import { TICKET_STATUSES, ticketSummarySchema } from './support';
import { walletSchema } from './wallet';

/*
 * The studio's customers and support desk: finding a shopper, everything the
 * shop holds about them, the wallet adjustments, disabling and enabling the
 * account, and answering support tickets. Staff type rupees
 * (schemas/rupees.ts); the wire carries integer paise. The server checks
 * every request with these schemas and the studio parses every answer.
 */

export const customerDeskPaths = {
  list: 'admin/studio/customers',
  customer: (id: number) => `admin/studio/customers/${id}`,
  orders: (id: number) => `admin/studio/customers/${id}/orders`,
  /** GET the ledger; POST an adjustment. */
  wallet: (id: number) => `admin/studio/customers/${id}/wallet`,
  disable: (id: number) => `admin/studio/customers/${id}/disable`,
  enable: (id: number) => `admin/studio/customers/${id}/enable`,
  walletLimit: 'admin/studio/customers/wallet-limit',
  tickets: 'admin/studio/tickets',
  ticket: (id: number) => `admin/studio/tickets/${id}`,
  replies: (id: number) => `admin/studio/tickets/${id}/replies`,
} as const;

/** The storefront's words when a disabled account tries to sign in (the same as the identity service's own). */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Contact customer support.';

/** Support's limit until the owner sets one: ₹2,000 per adjustment. */
export const DEFAULT_SUPPORT_WALLET_LIMIT_PAISE = 2_000_00;

/** The settings row 'customer-desk' (server/features/config/settings.ts). */
export const customerDeskSettingsSchema = z.object({
  support_wallet_limit_paise: z._default(z.int().check(z.gte(0)), DEFAULT_SUPPORT_WALLET_LIMIT_PAISE),
});
export type CustomerDeskSettings = z.output<typeof customerDeskSettingsSchema>;

// ------------------------------------------------------------------ search

export const CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_SEARCH_MAX = 100;

/** GET admin/studio/customers: a phone number (any spacing, +91 or not), part of an e-mail, or words of a name; none lists the newest. */
export const customerSearchQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(CUSTOMER_SEARCH_MAX, `Search with at most ${CUSTOMER_SEARCH_MAX} characters`))),
  page: z._default(wholeNumber('page', 1, 10_000), 1),
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuerySchema>;

export const customerRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  joined_at: z.string(),
  last_sign_in_at: z.string(),
  disabled: z.boolean(),
  order_count: z.int(),
});
export type CustomerRow = z.output<typeof customerRowSchema>;

export const customerSearchSchema = z.object({
  rows: z.array(customerRowSchema),
  /** Matches counted up to 1,000; */
  total: z.int(),
  /** … true when more match ("1,000+"). */
  total_capped: z.boolean(),
  page: z.int(),
  page_size: z.int(),
});
export type CustomerSearch = z.output<typeof customerSearchSchema>;

/** The list's address for a search (also its SWR key). */
export function customerSearchPath(query: { q?: string; page?: number }): string {
  const search = new URLSearchParams();
  if (query.q?.trim()) search.set('q', query.q.trim());
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const qs = search.toString();
  return qs ? `${customerDeskPaths.list}?${qs}` : customerDeskPaths.list;
}

// --------------------------------------------------------- the customer page

export const customerProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  referral_code: z.string(),
  joined_at: z.string(),
  last_sign_in_at: z.string(),
  /** Signed-in devices now (sessions not yet expired). */
  active_sessions: z.int(),
  /** null: the account is enabled. `by`: the staff member's name, null when their account is gone. */
  disabled: z.nullable(z.object({ at: z.string(), by: z.nullable(z.string()) })),
});
export type CustomerProfile = z.output<typeof customerProfileSchema>;

export const redeemedGiftCardSchema = z.object({
  id: z.int(),
  code_masked: z.string(),
  amount_paise: z.int(),
  redeemed_at: z.string(),
  /** Bought by this customer themselves: a card they gave to their own wallet. */
  own_purchase: z.boolean(),
});
export type RedeemedGiftCard = z.output<typeof redeemedGiftCardSchema>;

export const customerReferralSchema = z.object({
  /** The referred shopper, a customer of their own on this desk. */
  user_id: z.int(),
  name: z.string(),
  joined_at: z.string(),
  status: referralStatusSchema,
  reward_paise: z.int(),
  paid_at: z.nullable(z.string()),
});
export type CustomerReferral = z.output<typeof customerReferralSchema>;

export const deskTicketMessageSchema = z.object({
  id: z.int(),
  author: z.enum(['customer', 'support']),
  /** The member of staff who wrote a support reply; null for the customer's and for a removed account's. */
  staff_name: z.nullable(z.string()),
  body: z.string(),
  created_at: z.string(),
});
export type DeskTicketMessage = z.output<typeof deskTicketMessageSchema>;

/** A ticket as support sees it: who raised it, and its thread oldest first. */
export const deskTicketSchema = z.extend(ticketSummarySchema, {
  id: z.int(),
  source: z.enum(['contact', 'support']),
  /** The shopper's account, when they were signed in; null for a guest's contact form. */
  user_id: z.nullable(z.int()),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  messages: z.array(deskTicketMessageSchema),
});
export type DeskTicket = z.output<typeof deskTicketSchema>;

/** GET admin/studio/customers/{id}: the page's sections; orders and the wallet ledger page on their own. */
export const customerDetailSchema = z.object({
  profile: customerProfileSchema,
  addresses: addressListSchema,
  wallet_balance_paise: z.int(),
  order_count: z.int(),
  gift_cards: z.object({ bought: z.array(giftCardOrderSchema), redeemed: z.array(redeemedGiftCardSchema) }),
  referrals: z.object({
    referred_by: z.nullable(z.object({ user_id: z.int(), name: z.string() })),
    made: z.array(customerReferralSchema),
    rewards_paid_paise: z.int(),
  }),
  tickets: z.array(deskTicketSchema),
});
export type CustomerDetail = z.output<typeof customerDetailSchema>;

export const pageQuerySchema = z.strictObject({ page: z._default(wholeNumber('page', 1, 10_000), 1) });

/** GET admin/studio/customers/{id}/orders?page: ten to a page, newest first, as the shopper's own list. */
export const customerOrdersSchema = z.extend(orderListSchema, { page_size: z.int() });

/** GET admin/studio/customers/{id}/wallet?page: the ledger, and the most support may move at once. */
export const customerWalletSchema = z.extend(walletSchema, { support_limit_paise: z.int() });
export type CustomerWallet = z.output<typeof customerWalletSchema>;

export const pagePath = (path: string, page: number): string => (page > 1 ? `${path}?page=${page}` : path);

// ------------------------------------------------------------------- writes

export const WALLET_DIRECTIONS = ['credit', 'debit'] as const;
export type WalletDirection = (typeof WALLET_DIRECTIONS)[number];
export const REASON_LENGTH = { min: 3, max: 200 } as const;

/** POST admin/studio/customers/{id}/wallet */
export const walletAdjustmentSchema = z.strictObject({
  direction: z.enum(WALLET_DIRECTIONS, 'Choose credit or debit'),
  amount: z.pipe(rupeesText('The amount'), z.number().check(z.gt(0, 'The amount must be more than ₹0'))),
  reason: z
    .string('Say why')
    .check(
      z.trim(),
      z.minLength(REASON_LENGTH.min, `Say why in at least ${REASON_LENGTH.min} characters: the customer and the audit log see it`),
      z.maxLength(REASON_LENGTH.max, `Keep the reason under ${REASON_LENGTH.max} characters`),
    ),
});
export type WalletAdjustmentInput = z.input<typeof walletAdjustmentSchema>;
export type WalletAdjustment = z.output<typeof walletAdjustmentSchema>;

/** Why support may not make this adjustment: the server's refusal, and the form's before sending. */
export function overLimitWords(limitPaise: number, amountPaise: number, money: (paise: number) => string): string {
  return `Support can move at most ${money(limitPaise)} in one adjustment; ${money(amountPaise)} needs the owner`;
}

/** Why a debit is refused: it would take the wallet below zero. */
export function belowZeroWords(name: string, balancePaise: number, amountPaise: number, money: (paise: number) => string): string {
  return `${name}'s wallet holds ${money(balancePaise)}: a debit of ${money(amountPaise)} would take it below zero`;
}

/** POST …/disable and …/enable: nothing to send; the body is JSON all the same (the studio's CSRF guard). */
export const accountSwitchSchema = z.strictObject({});

export const walletLimitSchema = z.object({ support_limit_paise: z.int() });
export type WalletLimit = z.output<typeof walletLimitSchema>;

/** PUT admin/studio/customers/wallet-limit: the owner's limit for support, in rupees; 0: support adjusts nothing. */
export const walletLimitInputSchema = z.strictObject({ support_limit: rupeesText('The limit') });
export type WalletLimitInput = z.input<typeof walletLimitInputSchema>;

// ------------------------------------------------------------------ tickets

export const TICKET_QUEUE_PAGE_SIZE = 25;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.output<typeof ticketStatusSchema>;

/** GET admin/studio/tickets?status&page: open ones first by how long they have waited; all of them without a status. */
export const ticketQueueQuerySchema = z.strictObject({
  status: z.optional(ticketStatusSchema),
  page: z._default(wholeNumber('page', 1, 10_000), 1),
});
export type TicketQueueQuery = z.output<typeof ticketQueueQuerySchema>;

export const ticketQueueRowSchema = z.extend(ticketSummarySchema, {
  id: z.int(),
  user_id: z.nullable(z.int()),
  name: z.string(),
  email: z.string(),
  message_count: z.int(),
  last_author: z.enum(['customer', 'support']),
});
export type TicketQueueRow = z.output<typeof ticketQueueRowSchema>;

export const ticketQueueSchema = z.object({
  rows: z.array(ticketQueueRowSchema),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
  counts: z.object({ open: z.int(), answered: z.int(), closed: z.int() }),
});
export type TicketQueue = z.output<typeof ticketQueueSchema>;

export function ticketQueuePath(query: { status?: TicketStatus | ''; page?: number }): string {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const qs = search.toString();
  return qs ? `${customerDeskPaths.tickets}?${qs}` : customerDeskPaths.tickets;
}

export const REPLY_MAX = 4000;

/** POST admin/studio/tickets/{id}/replies: the answer the shopper reads on /customer-support and by e-mail. */
export const ticketReplySchema = z.strictObject({
  body: z.string('Write the reply').check(z.trim(), z.minLength(1, 'Write the reply'), z.maxLength(REPLY_MAX, `Keep the reply under ${REPLY_MAX} characters`)),
  /** Close the ticket with this reply: the shopper can no longer add to it. */
  close: z._default(z.boolean(), false),
});
export type TicketReplyInput = z.input<typeof ticketReplySchema>;
