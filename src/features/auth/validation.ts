import type { AuthMessageKey } from './auth-errors';

/** Spec section 5: the mobile number rules and their exact messages (auth.json). */
export const MOBILE_MESSAGES = {
  required: 'auth.mobileRequired',
  format: 'auth.mobileFormat',
} as const satisfies Record<string, AuthMessageKey>;

export type MobileCheck = { ok: true; e164: string } | { ok: false; message: AuthMessageKey };

/** Trims, requires exactly 10 digits, and returns the number with the +91 prefix. */
export function checkMobile(input: string): MobileCheck {
  const value = input.trim();
  if (value === '') return { ok: false, message: MOBILE_MESSAGES.required };
  if (!/^[0-9]{10}$/.test(value)) return { ok: false, message: MOBILE_MESSAGES.format };
  return { ok: true, e164: `+91${value}` };
}
