import type * as z from 'zod/mini';
import { GIFT_CARD_MESSAGES, GIFT_CARD_RULES } from '../../../schemas/api/gift-cards';
import type { MessageKey } from '../../i18n/messages';
import { translateKnown } from '../../i18n/known-words';
import type { Translate } from '../../i18n/useT';
import { IDENTITY_WORDS } from '../auth/form-errors';

type Field = 'amount_paise' | 'recipient_name' | 'recipient_email' | 'message';
export type ChoiceErrors = Partial<Record<Field, string>>;

/** The choice schema's words (it asks for an e-mail as sign-up does), each with its key. */
const CHOICE_WORDS = new Map<string, MessageKey>([
  ...IDENTITY_WORDS,
  [GIFT_CARD_MESSAGES.amountRange, 'giftCards.amountRange'],
  [GIFT_CARD_MESSAGES.amountWhole, 'giftCards.amountWhole'],
  [GIFT_CARD_MESSAGES.recipientName, 'giftCards.recipientNameRequired'],
]);

/** Each field's first problem with the gift card chosen, in the page's language. */
export function choiceErrors(issues: readonly z.core.$ZodIssue[], t: Translate): ChoiceErrors {
  // The message's limit is a value of its key, not part of it.
  const say = (message: string) =>
    message === GIFT_CARD_MESSAGES.messageLength ? t('giftCards.messageLength', { max: GIFT_CARD_RULES.messageMax }) : translateKnown(CHOICE_WORDS, message, t);
  const errors: ChoiceErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === 'amount_paise' || field === 'recipient_name' || field === 'recipient_email' || field === 'message') errors[field] ??= say(issue.message);
  }
  return errors;
}
