import * as z from 'zod/mini';
import { DEFAULT_LOCALE } from '../../../schemas/locale';
import { t, type Translator } from '../../i18n/translate';

/** What the shop writes in a shopper's wallet, each a key of the api area with its values. */
const WALLET_WORD_KEYS = [
  'api.wallet.giftCardAdded',
  'api.wallet.paidForOrder',
  'api.wallet.paymentReturned',
  'api.wallet.refundCancelled',
  'api.wallet.refundReturn',
  'api.wallet.refundOrder',
  'api.wallet.welcomeCredit',
  'api.wallet.referralReward',
] as const;

const walletWordsSchema = z.object({ key: z.enum(WALLET_WORD_KEYS), values: z.record(z.string(), z.string()) });
export type WalletWords = z.output<typeof walletWordsSchema>;

/**
 * An entry's description: its English, stored as ever (the studio reads it),
 * and its words, from which the shopper's statement reads in their language.
 */
export function walletWords(key: WalletWords['key'], values: Record<string, string> = {}): { description: string; words: WalletWords } {
  return { description: t(DEFAULT_LOCALE, key, values), words: { key, values } };
}

/** A stored entry in the reader's language; one without words (older, or a staff adjustment) as written. */
export function describeEntry(row: { description: string; description_words: unknown }, say: Translator): string {
  const words = walletWordsSchema.safeParse(row.description_words);
  return words.success ? say(words.data.key, words.data.values) : row.description;
}
