import { createContext, useContext } from 'react';

/**
 * The browser side of the identity service. The real one wraps the Firebase
 * SDK (firebase-client.ts) and is loaded the first time a popup needs it;
 * component tests provide their own through IdentityClientContext.
 * Every method rejects with an IdentityClientError carrying a friendly message.
 */
export interface IdentityClient {
  /**
   * Sends the SMS code to an E.164 number; the invisible reCAPTCHA lives in
   * `container`. Resolves with the verification id of the SMS flow.
   */
  sendSmsCode(e164: string, container: HTMLElement, onCaptchaExpired: () => void): Promise<string>;
  /** Signs in with the SMS code; resolves with a Firebase ID token for the shop's session call. */
  confirmSmsCode(verificationId: string, code: string): Promise<string>;
  /** Signs in with e-mail and password; resolves with a Firebase ID token. */
  signInWithPassword(email: string, password: string): Promise<string>;
  /** Re-authenticates with the current password, then sets the new one. */
  changePassword(email: string, currentPassword: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Called when the service ends the sign-in on its own (account disabled,
   * token expired or revoked), so the shop signs out too.
   */
  onForcedSignOut(listener: () => void): () => void;
}

export class IdentityClientError extends Error {
  constructor(
    message: string,
    /** The identity service's code, e.g. 'auth/wrong-password'; '' when unknown. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'IdentityClientError';
  }
}

export type LoadIdentityClient = () => Promise<IdentityClient>;

let loading: Promise<IdentityClient> | undefined;

/** Loads the Firebase SDK and its configuration once, the first time it is asked for. */
export const loadFirebaseIdentity: LoadIdentityClient = () => {
  loading ??= import('./firebase-client').then((m) => m.createFirebaseIdentity()).catch((err: unknown) => {
    // A failed load (offline, say) may be retried by the next attempt.
    loading = undefined;
    throw err;
  });
  return loading;
};

export const IdentityClientContext = createContext<LoadIdentityClient>(loadFirebaseIdentity);

export function useIdentityClient(): LoadIdentityClient {
  return useContext(IdentityClientContext);
}
