import type { Kysely } from 'kysely';
import type { CustomerDetail } from '../../../schemas/api/customer-desk';
import type { Database } from '../../db/types';
import { listGiftCardOrders } from '../gift-cards/orders';

/**
 * The gift cards a customer bought (as their own gift cards page lists them,
 * the code masked) and those they redeemed into their wallet, whoever bought
 * them. Support sees no more of a code than the buyer does.
 */
export async function customerGiftCards(db: Kysely<Database>, userId: number): Promise<CustomerDetail['gift_cards']> {
  const [bought, redeemed] = await Promise.all([
    listGiftCardOrders(db, userId),
    db
      .selectFrom('gift_cards as g')
      .innerJoin('gift_card_orders as o', 'o.id', 'g.gift_card_order_id')
      .select(['g.id', 'g.code_last4', 'g.amount_paise', 'g.redeemed_at', 'o.user_id as buyer_id'])
      .where('g.redeemed_by', '=', userId)
      .where('g.redeemed_at', 'is not', null)
      .$narrowType<{ redeemed_at: Date }>()
      .orderBy('g.redeemed_at', 'desc')
      .orderBy('g.id', 'desc')
      .execute(),
  ]);
  return {
    bought,
    redeemed: redeemed.map((g) => ({
      id: g.id,
      code_masked: `XXXX-XXXX-XXXX-${g.code_last4}`,
      amount_paise: g.amount_paise,
      redeemed_at: new Date(g.redeemed_at).toISOString(),
      own_purchase: g.buyer_id === userId,
    })),
  };
}
