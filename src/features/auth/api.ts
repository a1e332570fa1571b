import * as z from 'zod/mini';
import {
  accountSchema,
  identityPaths,
  sessionExtrasSchema,
  type Account,
  type EmailCodePurpose,
} from '../../../schemas/api/identity';
import type { Locale } from '../../../schemas/locale';
import { apiRequest } from '../../api/client';

/** The shop's identity calls; every response parsed with the shared schemas. */

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields) };
}

export interface SignedIn {
  account: Account;
  isNew: boolean;
  cartCount: number;
  wishlistCount: number;
}

/** Trades a Firebase ID token for the shop's session cookie; the guest cart joins the account. */
export async function startSession(idToken: string, sessionId: string): Promise<SignedIn> {
  const result = await apiRequest(identityPaths.session, accountSchema, form({ id_token: idToken, session_id: sessionId }));
  const extras = sessionExtrasSchema.safeParse(result.other_data);
  return {
    account: result.data,
    isNew: extras.success && extras.data.is_new,
    cartCount: extras.success ? extras.data.cart_count : 0,
    wishlistCount: extras.success ? extras.data.wishlist_count : 0,
  };
}

export async function endSession(): Promise<void> {
  await apiRequest(identityPaths.logout, z.unknown(), { method: 'POST' });
}

/** The sign-up code (spec: send-otp-email), e-mailed in the page's language. Resolves with the server's message. */
export async function sendSignUpCode(email: string, locale: Locale): Promise<string> {
  return (await apiRequest(identityPaths.signUpCode, z.unknown(), form({ email, locale }))).message;
}

/** The forgot-password code (spec: forget-password-otp), e-mailed in the page's language. */
export async function sendResetCode(email: string, locale: Locale): Promise<string> {
  return (await apiRequest(identityPaths.resetCode, z.unknown(), form({ email, locale }))).message;
}

/** The server checks the code: the browser never sees it (a deliberate change from the spec's legacy flow). */
export async function verifyEmailCode(email: string, code: string, purpose: EmailCodePurpose): Promise<string> {
  return (await apiRequest(identityPaths.verifyCode, z.unknown(), form({ email, code, purpose }))).message;
}

export interface Registration {
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  password: string;
  referral: string;
  code: string;
}

export async function register(fields: Registration): Promise<Account> {
  return (await apiRequest(identityPaths.register, accountSchema, form({ ...fields }))).data;
}

export async function resetPassword(email: string, code: string, password: string): Promise<string> {
  return (await apiRequest(identityPaths.resetPassword, z.unknown(), form({ email, code, password }))).message;
}
