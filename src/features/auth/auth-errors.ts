import english from '../../i18n/locales/en-IN/auth.json';

/** A message of the login flow: its key in the auth area. */
export type AuthMessageKey = keyof typeof english;

/**
 * The identity service's error codes in words a shopper understands (spec
 * section 8). Unknown codes get a general message rather than the raw code.
 */
const MESSAGES: Record<string, AuthMessageKey> = {
  'auth/wrong-password': 'auth.errorWrongPassword',
  'auth/invalid-credential': 'auth.errorInvalidCredential',
  'auth/invalid-login-credentials': 'auth.errorInvalidCredential',
  'auth/user-not-found': 'auth.errorUserNotFound',
  'auth/email-already-in-use': 'auth.errorEmailInUse',
  'auth/too-many-requests': 'auth.errorTooManyRequests',
  'auth/user-disabled': 'auth.errorUserDisabled',
  'auth/network-request-failed': 'auth.errorNetwork',
  'auth/user-token-expired': 'auth.errorSignInExpired',
  'auth/requires-recent-login': 'auth.errorRecentLogin',
  'auth/invalid-verification-code': 'auth.errorWrongCode',
  'auth/code-expired': 'auth.errorCodeExpired',
  'auth/invalid-phone-number': 'auth.mobileFormat',
  'auth/captcha-check-failed': 'auth.captchaExpired',
  'auth/quota-exceeded': 'auth.errorQuota',
  'auth/weak-password': 'auth.errorWeakPassword',
};

export const GENERIC_AUTH_KEY: AuthMessageKey = 'auth.errorGeneric';

export function authErrorKey(code: string): AuthMessageKey {
  return MESSAGES[code] ?? GENERIC_AUTH_KEY;
}

/**
 * The English words, for what is no component's to translate (an error's own
 * message): a screen shows `t(authErrorKey(code))` instead.
 */
export const GENERIC_AUTH_MESSAGE = english[GENERIC_AUTH_KEY];

export function friendlyAuthMessage(code: string): string {
  return english[authErrorKey(code)];
}

/** Codes after which the account may not stay signed in (spec section 8). */
export const FORCED_SIGN_OUT_CODES: ReadonlySet<string> = new Set(['auth/user-disabled', 'auth/user-token-expired']);
