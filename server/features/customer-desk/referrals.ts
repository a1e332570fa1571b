import type { Kysely } from 'kysely';
import type { CustomerDetail } from '../../../schemas/api/customer-desk';
import type { Database } from '../../db/types';
import { customerName } from './names';

/**
 * Who referred the customer, the friends they referred (each a customer the
 * desk can open, so named in full, unlike the shopper's own masked list) and
 * the rewards paid for them.
 */
export async function customerReferrals(db: Kysely<Database>, userId: number): Promise<CustomerDetail['referrals']> {
  const [referrer, made] = await Promise.all([
    db
      .selectFrom('users as u')
      .innerJoin('users as r', 'r.id', 'u.referred_by')
      .select(['r.id', 'r.fname', 'r.lname'])
      .where('u.id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('referral_rewards as rr')
      .innerJoin('users as f', 'f.id', 'rr.referred_id')
      .select(['f.id', 'f.fname', 'f.lname', 'f.created_at', 'rr.status', 'rr.reward_paise', 'rr.paid_at'])
      .where('rr.referrer_id', '=', userId)
      .orderBy('rr.id', 'desc')
      .execute(),
  ]);
  return {
    referred_by: referrer ? { user_id: referrer.id, name: customerName(referrer) } : null,
    made: made.map((r) => ({
      user_id: r.id,
      name: customerName(r),
      joined_at: new Date(r.created_at).toISOString(),
      status: r.status,
      reward_paise: r.reward_paise,
      paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    })),
    rewards_paid_paise: made.filter((r) => r.status === 'paid').reduce((sum, r) => sum + r.reward_paise, 0),
  };
}
