import { RETURN_REASONS } from '../../../schemas/api/returns';

export interface ReturnDraft {
  reason: string;
  details: string;
  qty: number;
  addressId: number | null;
}

export type ReturnErrors = Partial<Record<'reason' | 'details' | 'qty' | 'address', string>>;

/** The form's own checks, before the server checks them again (window, ownership, open requests). */
export function checkReturnDraft(draft: ReturnDraft, maxQty: number): ReturnErrors {
  const errors: ReturnErrors = {};
  if (!RETURN_REASONS.some((r) => r === draft.reason)) errors.reason = 'Choose a reason';
  if (draft.details.trim().length > 500) errors.details = 'At most 500 characters';
  if (!Number.isInteger(draft.qty) || draft.qty < 1 || draft.qty > maxQty) errors.qty = `Choose between 1 and ${maxQty}`;
  if (draft.addressId === null) errors.address = 'Choose a pickup address';
  return errors;
}
