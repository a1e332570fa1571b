/**
 * The identity service's error codes in words a shopper understands (spec
 * section 8). Unknown codes get a general message rather than the raw code.
 */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'That password is not right. Try again or reset it.',
  'auth/invalid-credential': 'The e-mail or password is not right. Try again or reset your password.',
  'auth/invalid-login-credentials': 'The e-mail or password is not right. Try again or reset your password.',
  'auth/user-not-found': 'No account uses this e-mail. Sign up instead.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Log in instead.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled. Contact customer support.',
  'auth/network-request-failed': 'Network problem. Check your connection and try again.',
  'auth/user-token-expired': 'Your sign-in has expired. Please sign in again.',
  'auth/requires-recent-login': 'For your security, please sign in again and retry.',
  'auth/invalid-verification-code': 'That code is not right. Check the SMS and try again.',
  'auth/code-expired': 'This code has expired. Ask for a new one.',
  'auth/invalid-phone-number': 'Invalid mobile number format!',
  'auth/captcha-check-failed': 'reCAPTCHA expired. Please try again.',
  'auth/quota-exceeded': 'Too many codes sent. Please try again later.',
  'auth/weak-password': 'Choose a stronger password: at least 8 characters with a letter and a digit.',
};

export const GENERIC_AUTH_MESSAGE = 'Something went wrong while signing in. Please try again.';

export function friendlyAuthMessage(code: string): string {
  return MESSAGES[code] ?? GENERIC_AUTH_MESSAGE;
}

/** Codes after which the account may not stay signed in (spec section 8). */
export const FORCED_SIGN_OUT_CODES: ReadonlySet<string> = new Set(['auth/user-disabled', 'auth/user-token-expired']);
