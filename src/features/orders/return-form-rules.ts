import { RETURN_REASONS } from '../../../schemas/api/returns';
import type { Translate } from '../../i18n/useT';

export interface ReturnDraft {
  reason: string;
  details: string;
  qty: number;
  addressId: number | null;
}

export type ReturnErrors = Partial<Record<'reason' | 'details' | 'qty' | 'address', string>>;

/** The form's own checks, before the server checks them again (window, ownership, open requests). */
export function checkReturnDraft(draft: ReturnDraft, maxQty: number, t: Translate): ReturnErrors {
  const errors: ReturnErrors = {};
  if (!RETURN_REASONS.some((r) => r === draft.reason)) errors.reason = t('returns.chooseReason');
  if (draft.details.trim().length > 500) errors.details = t('returns.detailsTooLong');
  if (!Number.isInteger(draft.qty) || draft.qty < 1 || draft.qty > maxQty) errors.qty = t('returns.qtyRange', { max: maxQty });
  if (draft.addressId === null) errors.address = t('returns.chooseAddress');
  return errors;
}
