import { friendlyAuthMessage } from '../../../src/features/auth/auth-errors';
import { IdentityClientError, type IdentityClient } from '../../../src/features/auth/identity-client';

export const SMS_CODE = '123456';

function refuse(code: string): IdentityClientError {
  return new IdentityClientError(friendlyAuthMessage(code), code);
}

interface SmsSend {
  e164: string;
  container: HTMLElement;
  onCaptchaExpired: () => void;
}

/**
 * The identity service (Firebase in the app) in memory: SMS sends can be held
 * open or failed, passwords live in a map, and a forced sign-out can be fired.
 * Tokens say who they are for, so the fake server can answer the session call.
 */
export class FakeIdentity implements IdentityClient {
  readonly smsSends: SmsSend[] = [];
  readonly passwords = new Map<string, string>();
  readonly passwordChanges: { email: string; next: string }[] = [];
  signOuts = 0;
  /** The next SMS send fails with this code. */
  smsFailure: string | null = null;
  private held: (() => void) | null = null;
  private holdNext = false;
  private readonly forced = new Set<() => void>();

  /** The next SMS send waits until `release()`. */
  holdSms() {
    this.holdNext = true;
  }

  release() {
    this.held?.();
    this.held = null;
  }

  async sendSmsCode(e164: string, container: HTMLElement, onCaptchaExpired: () => void): Promise<string> {
    this.smsSends.push({ e164, container, onCaptchaExpired });
    if (this.holdNext) {
      this.holdNext = false;
      await new Promise<void>((resolve) => (this.held = resolve));
    }
    if (this.smsFailure) {
      const code = this.smsFailure;
      this.smsFailure = null;
      throw refuse(code);
    }
    return `verification-${this.smsSends.length}`;
  }

  async confirmSmsCode(verificationId: string, code: string): Promise<string> {
    if (code !== SMS_CODE) throw refuse('auth/invalid-verification-code');
    return `phone:${verificationId}`;
  }

  async signInWithPassword(email: string, password: string): Promise<string> {
    if (this.passwords.get(email) !== password) throw refuse('auth/invalid-credential');
    return `password:${email}`;
  }

  async changePassword(email: string, currentPassword: string, newPassword: string): Promise<void> {
    if (this.passwords.get(email) !== currentPassword) throw refuse('auth/invalid-credential');
    this.passwords.set(email, newPassword);
    this.passwordChanges.push({ email, next: newPassword });
  }

  async signOut(): Promise<void> {
    this.signOuts += 1;
  }

  onForcedSignOut(listener: () => void): () => void {
    this.forced.add(listener);
    return () => this.forced.delete(listener);
  }

  /** The service ends the sign-in on its own (account disabled, token expired). */
  forceSignOut() {
    this.forced.forEach((listener) => listener());
  }

  get forcedListeners(): number {
    return this.forced.size;
  }
}
