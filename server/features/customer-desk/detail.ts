import type { Kysely } from 'kysely';
import type { CustomerDetail } from '../../../schemas/api/customer-desk';
import type { Database } from '../../db/types';
import { listAddresses } from '../addresses/repository';
import { walletBalance } from '../wallet/ledger';
import { customerGiftCards } from './gift-cards';
import { readProfile } from './profile';
import { customerReferrals } from './referrals';
import { customerTickets } from './tickets';

/**
 * GET admin/studio/customers/{id}: everything on the customer's page but the
 * two lists that page on their own (orders, the wallet's ledger), read with
 * the same code the shopper's own pages use, so support sees what they see.
 */
export async function readCustomerDetail(db: Kysely<Database>, userId: number): Promise<CustomerDetail | null> {
  const profile = await readProfile(db, userId);
  if (!profile) return null;
  const [addresses, balance, orders, giftCards, referrals, tickets] = await Promise.all([
    listAddresses(db, userId),
    walletBalance(db, userId),
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    customerGiftCards(db, userId),
    customerReferrals(db, userId),
    customerTickets(db, userId),
  ]);
  return { profile, addresses, wallet_balance_paise: balance, order_count: Number(orders.n), gift_cards: giftCards, referrals, tickets };
}
