import type { Transaction } from 'kysely';
import { walletWords } from '../wallet/words';
import type { Database } from '../../db/types';
import { postWalletEntry } from '../wallet/ledger';

/**
 * Called in the transaction that marks an order delivered: when a friend
 * referred the buyer, the friend's reward is paid on the buyer's first
 * delivery. The reward is created at sign-up, before any order, so "still
 * pending" means "first delivery": the conditional UPDATE lets only one
 * delivery pay, however many arrive together, and the ledger's unique
 * reference backs that up.
 */
export async function payReferralReward(trx: Transaction<Database>, orderId: number): Promise<void> {
  const order = await trx.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  const reward = await trx
    .updateTable('referral_rewards')
    .set({ status: 'paid', paid_at: new Date(), order_id: orderId })
    .where('referred_id', '=', order.user_id)
    .where('status', '=', 'pending')
    .returning(['referrer_id', 'reward_paise'])
    .executeTakeFirst();
  if (!reward) return;
  const posted = await postWalletEntry(trx, {
    userId: reward.referrer_id,
    amountPaise: reward.reward_paise,
    kind: 'referral_reward',
    reference: `referral:${order.user_id}`,
    ...walletWords('api.wallet.referralReward'),
  });
  if (!posted.ok && posted.reason === 'insufficient') throw new Error('A credit can never overdraw a wallet');
}
