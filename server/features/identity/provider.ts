/**
 * The identity service behind sign-in. Firebase Auth in production and, through
 * the Auth emulator, locally and in tests; routes depend only on this
 * interface. Failures come back as IdentityError codes the routes translate
 * into clear 4xx answers.
 */
import type { ServerMessageKey } from '../../i18n/translate';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  phone: string | null;
  /** The token was issued for an e-mail and password sign-in. */
  password: boolean;
  displayName: string;
}

export type IdentityErrorCode =
  | 'invalid-token'
  | 'token-expired'
  | 'user-disabled'
  | 'email-exists'
  | 'user-not-found'
  | 'unavailable';

/** `words`, when set, is the message's catalogue key, so a route can answer in the shopper's language (failures.ts). */
export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
    readonly words?: ServerMessageKey,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export interface IdentityProvider {
  /** Checks signature, audience, expiry and that the account is enabled and not revoked. */
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  findUidByEmail(email: string): Promise<string | null>;
  /** Creates an e-mail and password account, already verified (the shop checked the code). */
  createPasswordUser(input: { email: string; password: string; displayName: string }): Promise<string>;
  setPassword(uid: string, password: string): Promise<void>;
  /** Whether the account may stay signed in: disabled, and since when its tokens are valid (revocations). */
  accountStatus(uid: string): Promise<{ disabled: boolean; validSince: Date | null }>;
  /** Ends every Firebase refresh token of the account: other devices must sign in again. */
  revokeRefreshTokens(uid: string): Promise<void>;
}
