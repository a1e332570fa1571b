import * as z from 'zod/mini';
import { localeFieldSchema } from '../locale';

/**
 * Identity calls: sign-in sessions, e-mail codes, sign-up and password reset.
 * The storefront validates its forms with these schemas and the server parses
 * every request with the same ones, so a message shown under a field is the
 * message the server would have answered.
 */

export const identityPaths = {
  config: 'website/user/identity-config',
  session: 'website/user/session',
  me: 'website/user/me',
  logout: 'website/user/logout',
  /** Spec section 7: the sign-up e-mail code. */
  signUpCode: 'website/user/send-otp-email',
  /** Spec section 7: the forgot-password e-mail code. */
  resetCode: 'website/user/forget-password-otp',
  verifyCode: 'website/user/verify-email-otp',
  register: 'website/user/register',
  resetPassword: 'website/user/reset-password',
} as const;

export const IDENTITY_MESSAGES = {
  mobileRequired: 'Mobile number is required!',
  mobileFormat: 'Invalid mobile number format!',
  emailRequired: 'Email is required',
  emailFormat: 'Enter a valid e-mail address',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordLetter: 'Password must contain a letter',
  passwordDigit: 'Password must contain a digit',
  passwordMismatch: 'The passwords do not match',
  fnameRequired: 'First name is required',
  lnameRequired: 'Last name is required',
  nameTooLong: 'Names must be at most 50 characters',
  referralFormat: 'A referral code has 4 to 16 letters and digits',
  codeFormat: 'Enter the 6-digit code',
} as const;

const M = IDENTITY_MESSAGES;

/** Spec section 5: trimmed, required, exactly 10 digits; sent on as +91. */
export const mobileSchema = z.string().check(
  z.trim(),
  z.minLength(1, M.mobileRequired),
  z.regex(/^[0-9]{10}$/, M.mobileFormat),
);

// Deliberately loose: the code sent to the address is the real check. But never a character that
// mail headers read as syntax (, ; : < > ( ) [ ] \ " and control characters): "a,b@c.in" or
// "x<y@c.in" would be mailed to another address than the one stored, or not at all.
export const EMAIL_PATTERN = /^[^\s@,;:<>()[\]\\"\p{Cc}]+@[^\s@,;:<>()[\]\\"\p{Cc}]+\.[^\s@,;:<>()[\]\\"\p{Cc}]+$/u;

/** Trimmed and lower-cased, so one address is one account whatever its capitals. */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, M.emailRequired), z.maxLength(254, M.emailFormat), z.regex(EMAIL_PATTERN, M.emailFormat)),
  z.transform((s: string) => s.toLowerCase()),
);

/** The shop's password rules (the spec gives none): 8+ characters with a letter and a digit. */
export const passwordSchema = z.string().check(
  z.minLength(1, M.passwordRequired),
  z.minLength(8, M.passwordLength),
  z.maxLength(128, M.passwordTooLong),
  z.regex(/[A-Za-z]/, M.passwordLetter),
  z.regex(/[0-9]/, M.passwordDigit),
);

export const otpCodeSchema = z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, M.codeFormat));

const name = (required: string) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(50, M.nameTooLong));

/** Optional: empty means none; otherwise upper-cased letters and digits. */
export const referralSchema = z._default(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^$|^[A-Za-z0-9]{4,16}$/, M.referralFormat)),
    z.transform((s: string) => s.toUpperCase()),
  ),
  '',
);

export const EMAIL_CODE_PURPOSES = ['sign-up', 'reset'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

// ------------------------------------------------------------------ requests

/** POST send-otp-email and forget-password-otp: the code's e-mail speaks the page's language. */
export const emailFormSchema = z.object({ email: emailSchema, locale: localeFieldSchema });

/** POST verify-email-otp: checks a code without using it up. */
export const verifyCodeFormSchema = z.object({
  email: emailSchema,
  code: otpCodeSchema,
  purpose: z.enum(EMAIL_CODE_PURPOSES),
});

/** The sign-up form's fields (spec section 3), checked in the browser before any code is sent. */
export const signUpFieldsSchema = z.object({
  fname: name(M.fnameRequired),
  lname: name(M.lnameRequired),
  mobile: mobileSchema,
  email: emailSchema,
  password: passwordSchema,
  referral: referralSchema,
});
export type SignUpFields = z.input<typeof signUpFieldsSchema>;

/** POST register: the sign-up fields plus the verified e-mail code. */
export const registerFormSchema = z.extend(signUpFieldsSchema, { code: otpCodeSchema });

/** POST reset-password: a verified code and the new password. */
export const resetPasswordFormSchema = z.object({ email: emailSchema, code: otpCodeSchema, password: passwordSchema });

/**
 * POST session: a Firebase ID token for a shop session. session_id is the
 * guest's cart, joined to the account in the same transaction.
 */
export const sessionFormSchema = z.object({
  id_token: z.string().check(z.trim(), z.minLength(1, 'id_token is required'), z.maxLength(8192, 'id_token is too long')),
  session_id: z.optional(z.string().check(z.trim(), z.maxLength(64, 'session_id is too long'))),
});

// ----------------------------------------------------------------- responses

export { accountSchema, type Account } from './account';

/** other_data of POST session. */
export const sessionExtrasSchema = z.object({
  is_new: z.boolean(),
  cart_count: z.int().check(z.gte(0)),
  wishlist_count: z.int().check(z.gte(0)),
});

/** What the browser needs to start the Firebase SDK; emulator_url is set only locally. */
export const identityConfigSchema = z.object({
  api_key: z.string(),
  auth_domain: z.string(),
  project_id: z.string(),
  app_id: z._default(z.string(), ''),
  emulator_url: z.nullable(z.string()),
});
export type IdentityConfig = z.output<typeof identityConfigSchema>;
