import { giftCardChoiceSchema, type GiftCardChoice } from '../../../schemas/api/gift-cards';

const KEY = 'vitrine.giftCardChoice';

/** The design page's choice, carried to checkout in this tab only. */
export function saveChoice(choice: GiftCardChoice): void {
  sessionStorage.setItem(KEY, JSON.stringify(choice));
}

/** Parsed again: sessionStorage is text anyone in the tab can change. */
export function loadChoice(): GiftCardChoice | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = giftCardChoiceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearChoice(): void {
  sessionStorage.removeItem(KEY);
}
