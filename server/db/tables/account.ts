import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../../schemas/locale';
import type { Created, Touched } from './columns';

/* Wallet, referrals, gift cards, support, content and push tokens. */

export type WalletEntryKind = 'refund' | 'referral_reward' | 'welcome_credit' | 'gift_card' | 'order_payment' | 'order_payment_reversal' | 'adjustment';

export interface WalletEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** Credits positive, debits negative. */
  amount_paise: number;
  kind: WalletEntryKind;
  /** The cause, e.g. 'order:12': unique per user and kind, so it is applied once. */
  reference: string;
  description: Generated<string>;
  /** The description as a catalogue key and values (migration 0030), for the shopper's language; null before. */
  description_words: unknown;
  balance_after_paise: number;
  created_at: Created;
}

export interface ReferralRewardsTable {
  id: Generated<number>;
  referrer_id: number;
  referred_id: number;
  status: Generated<'pending' | 'paid'>;
  reward_paise: number;
  order_id: number | null;
  created_at: Created;
  paid_at: Date | null;
}

export interface GiftCardDesignsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  occasion: string;
  description: Generated<string>;
  colors: ColumnType<unknown, string | undefined, string>;
  denominations: ColumnType<unknown, string | undefined, string>;
  min_paise: Generated<number>;
  max_paise: Generated<number>;
  position: Generated<number>;
}

export interface GiftCardOrdersTable {
  id: Generated<number>;
  order_number: string;
  user_id: number;
  idempotency_key: string;
  design_id: number;
  amount_paise: number;
  recipient_name: string;
  recipient_email: string;
  message: Generated<string>;
  status: Generated<'awaiting_payment' | 'paid' | 'cancelled'>;
  created_at: Created;
  paid_at: Date | null;
  /** The buyer's page's language: the code and PIN e-mail (and its resend) speak it. */
  locale: ColumnType<Locale, Locale | undefined, never>;
}

export interface GiftCardsTable {
  id: Generated<number>;
  gift_card_order_id: number;
  code_hash: string;
  pin_hash: string;
  code_last4: string;
  amount_paise: number;
  status: Generated<'active' | 'redeemed'>;
  redeemed_by: number | null;
  redeemed_at: Date | null;
  created_at: Created;
}

export interface GiftCardRedeemAttemptsTable {
  id: Generated<number>;
  user_id: number;
  ip: Generated<string>;
  succeeded: boolean;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  ticket_number: string;
  user_id: number | null;
  source: 'contact' | 'support';
  name: string;
  email: string;
  mobile: Generated<string>;
  topic: string;
  order_number: Generated<string>;
  subject: string;
  status: Generated<'open' | 'answered' | 'closed'>;
  created_at: Created;
  updated_at: Touched;
  /** The language the shopper last wrote from: support's e-mails speak it. */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
}

export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author: 'customer' | 'support';
  body: string;
  /** The staff account that wrote a support reply; null for the customer's messages. */
  staff_id: ColumnType<number | null, number | null | undefined, never>;
  created_at: Created;
}

export interface FaqsTable {
  id: Generated<number>;
  category: string;
  question: string;
  answer: string;
  position: Generated<number>;
}

export interface PoliciesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** jsonb: [{kind: 'heading' | 'paragraph' | 'list', text or items}], rendered as text. */
  body: ColumnType<unknown, string, string>;
  updated_at: Touched;
}

export interface PushTokensTable {
  token: string;
  user_id: number | null;
  session_id: Generated<string>;
  created_at: Created;
  refreshed_at: Touched;
}
