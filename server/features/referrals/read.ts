import type { Kysely } from 'kysely';
import { REFERRAL_RULES, type Referrals } from '../../../schemas/api/referrals';
import type { Database } from '../../db/types';
import { maskedName } from './mask-name';

/** The shopper's code, their link on `origin`, the rules and the friends who joined with the code, newest first. */
export async function readReferrals(db: Kysely<Database>, userId: number, origin: string): Promise<Referrals> {
  const user = await db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('referral_rewards as r')
    .innerJoin('users as u', 'u.id', 'r.referred_id')
    .select(['u.fname', 'u.lname', 'r.created_at', 'r.status', 'r.reward_paise'])
    .where('r.referrer_id', '=', userId)
    .orderBy('r.id', 'desc')
    .execute();
  return {
    code: user.referral_code,
    link: `${origin}/?ref=${encodeURIComponent(user.referral_code)}`,
    rules: { referrer_reward_paise: REFERRAL_RULES.referrerRewardPaise, welcome_credit_paise: REFERRAL_RULES.welcomeCreditPaise },
    referrals: rows.map((r) => ({
      name: maskedName(r.fname, r.lname),
      joined_at: r.created_at.toISOString(),
      status: r.status,
      reward_paise: r.reward_paise,
    })),
  };
}
