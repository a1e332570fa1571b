import { giftCardChoiceSchema, type GiftCardChoice } from '../../../schemas/api/gift-cards';
import { parseJsonOrNull } from '../../../schemas/zod-helpers';

const KEY = 'vitrine.giftCardChoice';

/** The design page's choice, carried to checkout in this tab only. */
export function saveChoice(choice: GiftCardChoice): void {
  sessionStorage.setItem(KEY, JSON.stringify(choice));
}

/** Parsed again: sessionStorage is text anyone in the tab can change. */
export function loadChoice(): GiftCardChoice | null {
  return parseJsonOrNull(giftCardChoiceSchema, sessionStorage.getItem(KEY));
}

export function clearChoice(): void {
  sessionStorage.removeItem(KEY);
}
