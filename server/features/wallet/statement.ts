import type { Kysely } from 'kysely';
import { WALLET_PAGE_SIZE, type Wallet } from '../../../schemas/api/wallet';
import type { Database } from '../../db/types';
import { walletBalance } from './ledger';
import { DEFAULT_LOCALE } from '../../../schemas/locale';
import { translator, type Translator } from '../../i18n/translate';
import { describeEntry } from './words';

/** One page of the shopper's ledger, newest first, with the balance it ends on; its words in `say`'s language (English for the studio). */
export async function walletStatement(db: Kysely<Database>, userId: number, page: number, say: Translator = translator(DEFAULT_LOCALE)): Promise<Wallet> {
  const counted = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const rows = await db
    .selectFrom('wallet_entries')
    .select(['id', 'amount_paise', 'kind', 'description', 'description_words', 'balance_after_paise', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(WALLET_PAGE_SIZE)
    .offset((page - 1) * WALLET_PAGE_SIZE)
    .execute();
  return {
    balance_paise: await walletBalance(db, userId),
    entries: rows.map(({ description_words, ...r }) => ({ ...r, description: describeEntry({ description: r.description, description_words }, say), created_at: r.created_at.toISOString() })),
    page,
    page_count: Math.max(1, Math.ceil(total / WALLET_PAGE_SIZE)),
    total,
  };
}
