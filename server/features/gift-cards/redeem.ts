import { timingSafeEqual } from 'node:crypto';
import { walletWords } from '../wallet/words';
import { sql, type Kysely } from 'kysely';
import { GIFT_CARD_RULES } from '../../../schemas/api/gift-cards';
import type { Database } from '../../db/types';
import { postWalletEntry } from '../wallet/ledger';
import { hashCode, hashPin } from './codes';

const HOUR_MS = 60 * 60 * 1000;

export type Redemption =
  | { ok: true; amountPaise: number; balancePaise: number }
  | { ok: false; reason: 'wrong' | 'redeemed' }
  | { ok: false; reason: 'locked'; minutes: number };

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Redeems a card into the shopper's wallet. Everything runs in one
 * transaction that first locks the shopper's row, so their tries are counted
 * one at a time (five wrong ones an hour, however fast they come). The card
 * flips to redeemed with a conditional UPDATE: of two shoppers racing for one
 * card, only the first changes the row, and the wallet credit commits with it.
 */
export async function redeemGiftCard(db: Kysely<Database>, input: { userId: number; code: string; pin: string; ip: string }): Promise<Redemption> {
  return db.transaction().execute(async (trx): Promise<Redemption> => {
    await trx.selectFrom('users').select('id').where('id', '=', input.userId).forUpdate().executeTakeFirstOrThrow();
    const since = new Date(Date.now() - HOUR_MS);
    const failures = await trx
      .selectFrom('gift_card_redeem_attempts')
      .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('user_id', '=', input.userId)
      .where('succeeded', '=', false)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (failures.n >= GIFT_CARD_RULES.wrongTriesPerHour && failures.oldest) {
      const freeAt = new Date(failures.oldest).getTime() + HOUR_MS;
      return { ok: false, reason: 'locked', minutes: Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000)) };
    }

    const card = await trx
      .selectFrom('gift_cards')
      .select(['id', 'pin_hash', 'amount_paise', 'status'])
      .where('code_hash', '=', hashCode(input.code))
      .executeTakeFirst();
    if (!card || !sameHash(card.pin_hash, hashPin(input.code, input.pin))) {
      await trx.insertInto('gift_card_redeem_attempts').values({ user_id: input.userId, ip: input.ip, succeeded: false }).execute();
      return { ok: false, reason: 'wrong' };
    }

    const taken = await trx
      .updateTable('gift_cards')
      .set({ status: 'redeemed', redeemed_by: input.userId, redeemed_at: new Date() })
      .where('id', '=', card.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) return { ok: false, reason: 'redeemed' };

    const posted = await postWalletEntry(trx, {
      userId: input.userId,
      amountPaise: card.amount_paise,
      kind: 'gift_card',
      reference: `gift-card:${card.id}`,
      ...walletWords('api.wallet.giftCardAdded'),
    });
    // A card is redeemed once, so a duplicate cannot happen; throwing rolls the card back rather than losing it.
    if (!posted.ok) throw new Error(`Gift card ${card.id} could not be credited: ${posted.reason}`);
    await trx.insertInto('gift_card_redeem_attempts').values({ user_id: input.userId, ip: input.ip, succeeded: true }).execute();
    return { ok: true, amountPaise: card.amount_paise, balancePaise: posted.balancePaise };
  });
}
