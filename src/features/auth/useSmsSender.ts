import { useCallback } from 'react';
import { friendlyAuthMessage } from './auth-errors';
import { IdentityClientError, useIdentityClient } from './identity-client';
import { loginToast } from './login-toast';

export const OTP_SENT = 'OTP sent successfully';
export const SMS_FAILED = 'Error sending OTP. Please try again.';
export const CAPTCHA_EXPIRED = 'reCAPTCHA expired. Please try again.';

/** These two tell the shopper something they can act on; every other failure gets the spec's message. */
const SPECIFIC = new Set(['auth/invalid-phone-number', 'auth/too-many-requests']);

export function smsFailureMessage(err: unknown): string {
  return err instanceof IdentityClientError && SPECIFIC.has(err.code) ? friendlyAuthMessage(err.code) : SMS_FAILED;
}

/**
 * Sends the SMS code behind the invisible bot check (spec sections 4 and 8),
 * toasting the outcome. Resolves with the verification id, or null when the
 * send failed (already told to the shopper).
 */
export function useSmsSender() {
  const loadClient = useIdentityClient();
  return useCallback(
    async (e164: string, captchaContainer: HTMLElement): Promise<string | null> => {
      try {
        const client = await loadClient();
        const verificationId = await client.sendSmsCode(e164, captchaContainer, () => loginToast.error(CAPTCHA_EXPIRED));
        loginToast.success(OTP_SENT);
        return verificationId;
      } catch (err) {
        loginToast.error(smsFailureMessage(err));
        return null;
      }
    },
    [loadClient],
  );
}
