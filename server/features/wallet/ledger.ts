import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, WalletEntryKind } from '../../db/types';
import type { WalletWords } from './words';

type Db = Kysely<Database> | Transaction<Database>;

export interface WalletEntryInput {
  userId: number;
  /** Credits positive, debits negative; never 0. */
  amountPaise: number;
  kind: WalletEntryKind;
  /** The cause, e.g. 'order:12': a second entry with the same user, kind and reference is refused. */
  reference: string;
  description: string;
  /** The description as catalogue words (words.ts), so the shopper reads it in their language. */
  words?: WalletWords;
}

export type WalletPosting =
  | { ok: true; entryId: number; balancePaise: number }
  | { ok: false; reason: 'duplicate'; balancePaise: number }
  | { ok: false; reason: 'insufficient'; balancePaise: number };

/** The balance: the running total of the newest entry (always the ledger's sum). */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select('balance_after_paise')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.balance_after_paise ?? 0;
}

/**
 * Appends one entry inside the caller's transaction. The user's row is locked
 * first, so concurrent postings for one shopper run one after another and
 * each sees the previous balance; the database's check (balance_after >= 0)
 * refuses an overdraft even if a caller forgot to look, and the unique
 * (user, kind, reference) makes every refund and reward happen once.
 */
export async function postWalletEntry(trx: Transaction<Database>, entry: WalletEntryInput): Promise<WalletPosting> {
  if (!Number.isInteger(entry.amountPaise) || entry.amountPaise === 0) throw new Error('A wallet entry moves a whole, non-zero number of paise');
  await trx.selectFrom('users').select('id').where('id', '=', entry.userId).forUpdate().executeTakeFirstOrThrow();
  const balance = await walletBalance(trx, entry.userId);
  const seen = await trx
    .selectFrom('wallet_entries')
    .select('id')
    .where('user_id', '=', entry.userId)
    .where('kind', '=', entry.kind)
    .where('reference', '=', entry.reference)
    .executeTakeFirst();
  if (seen) return { ok: false, reason: 'duplicate', balancePaise: balance };
  const after = balance + entry.amountPaise;
  if (after < 0) return { ok: false, reason: 'insufficient', balancePaise: balance };
  const row = await trx
    .insertInto('wallet_entries')
    .values({
      user_id: entry.userId,
      amount_paise: entry.amountPaise,
      kind: entry.kind,
      reference: entry.reference,
      description: entry.description,
      description_words: entry.words ? JSON.stringify(entry.words) : null,
      balance_after_paise: after,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ok: true, entryId: row.id, balancePaise: after };
}

/** The ledger's sum, for checks: it must always equal walletBalance. */
export async function walletLedgerSum(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select(sql<number>`coalesce(sum(amount_paise), 0)::int`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.total;
}
