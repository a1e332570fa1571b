import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Empties what shoppers created at checkout and after (orders and everything
 * hanging off them, addresses, coupons), children before parents, so the
 * catalogue and users can be deleted next (tests' reset()).
 */
export async function deleteShopData(db: Kysely<Database>): Promise<void> {
  const tables = [
    'push_tokens',
    'ticket_messages',
    'support_tickets',
    'faqs',
    'policies',
    'wallet_entries',
    'referral_rewards',
    'refunds',
    'return_events',
    'returns',
    'webhook_events',
    'payments',
    'gift_card_redeem_attempts',
    'gift_cards',
    'gift_card_orders',
    'coupon_redemptions',
    'order_events',
    'order_items',
    'orders',
    'invoice_sequences',
    'addresses',
    'coupons',
  ] as const;
  for (const table of tables) await db.deleteFrom(table).execute();
}
