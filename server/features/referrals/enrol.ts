import type { Transaction } from 'kysely';
import { walletWords } from '../wallet/words';
import { REFERRAL_RULES } from '../../../schemas/api/referrals';
import type { Database } from '../../db/types';
import { postWalletEntry } from '../wallet/ledger';

/**
 * A shopper who signed up with a friend's code: the friend's reward waits
 * (pending) for the new shopper's first delivered order, and the new shopper
 * gets the welcome credit now. Both are in the sign-up's transaction; the
 * unique referred_id and the ledger's unique reference make a repeated
 * sign-up pay nothing twice.
 */
export async function enrolReferral(trx: Transaction<Database>, referrerId: number, referredId: number): Promise<void> {
  if (referrerId === referredId) return;
  const created = await trx
    .insertInto('referral_rewards')
    .values({ referrer_id: referrerId, referred_id: referredId, reward_paise: REFERRAL_RULES.referrerRewardPaise })
    .onConflict((oc) => oc.column('referred_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return;
  await postWalletEntry(trx, {
    userId: referredId,
    amountPaise: REFERRAL_RULES.welcomeCreditPaise,
    kind: 'welcome_credit',
    reference: 'welcome',
    ...walletWords('api.wallet.welcomeCredit'),
  });
}
