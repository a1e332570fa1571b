import { atomWithReset } from 'jotai/utils';
import type * as z from 'zod/mini';
import type { EmailCodePurpose, signUpFieldsSchema } from '../../../schemas/api/identity';

/** The sign-up form after validation: trimmed, e-mail lower-cased, referral upper-cased. */
export type SignUpDetails = z.output<typeof signUpFieldsSchema>;

/**
 * The login flow's working memory (spec section 3, "login state"), shared by
 * the seven popups. It lives in memory only, never in storage: it may hold a
 * password on its way to registration, and it is reset when the popup closes.
 */
export interface LoginState {
  /** The 10-digit national number the SMS code went to. */
  phone: string;
  email: string;
  /** The sign-up form, kept until the e-mail code confirms the address. */
  signUp: SignUpDetails | null;
  /** The SMS flow's verification id, needed to confirm its code. */
  verificationId: string;
  remember: boolean;
  /** Set once a forgot-password code has been sent (spec section 4). */
  verified: boolean;
  /** What the e-mail code popup is confirming. */
  codePurpose: EmailCodePurpose | null;
  /** The reset code the server accepted, sent again with the new password. */
  resetCode: string;
}

export const INITIAL_LOGIN_STATE: LoginState = {
  phone: '',
  email: '',
  signUp: null,
  verificationId: '',
  remember: false,
  verified: false,
  codePurpose: null,
  resetCode: '',
};

export const loginStateAtom = atomWithReset<LoginState>(INITIAL_LOGIN_STATE);
