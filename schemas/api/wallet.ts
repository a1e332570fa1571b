import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';

/** The wallet call: balance and ledger of the signed-in shopper (issue 6, spec section 2 /wallet). */
export const walletPaths = {
  wallet: 'website/wallet',
} as const;

/** Entries per page of the ledger. */
export const WALLET_PAGE_SIZE = 20;

export const WALLET_ENTRY_KINDS = ['refund', 'referral_reward', 'welcome_credit', 'gift_card', 'order_payment', 'order_payment_reversal', 'adjustment'] as const;
export const walletEntryKindSchema = z.enum(WALLET_ENTRY_KINDS);
export type WalletEntryKindName = z.output<typeof walletEntryKindSchema>;

/** How each kind reads in the ledger list when an entry has no description of its own. */
export const WALLET_KIND_LABELS: Record<WalletEntryKindName, string> = {
  refund: 'Refund',
  referral_reward: 'Referral reward',
  welcome_credit: 'Welcome credit',
  gift_card: 'Gift card redeemed',
  order_payment: 'Paid for an order',
  order_payment_reversal: 'Order payment returned',
  adjustment: 'Adjustment',
};

/** GET website/wallet query. */
export const walletQuerySchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  page: z._default(wholeNumber('page', 1, 10_000), 1),
});

export const walletEntrySchema = z.object({
  id: z.int(),
  /** Credits positive, debits negative. */
  amount_paise: z.int(),
  kind: walletEntryKindSchema,
  description: z.string(),
  balance_after_paise: z.int().check(z.gte(0)),
  created_at: z.string(),
});
export type WalletEntry = z.output<typeof walletEntrySchema>;

export const walletSchema = z.object({
  balance_paise: z.int().check(z.gte(0)),
  /** Newest first. */
  entries: z.array(walletEntrySchema),
  page: z.int(),
  page_count: z.int(),
  total: z.int(),
});
export type Wallet = z.output<typeof walletSchema>;
