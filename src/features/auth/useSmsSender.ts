import { useCallback } from 'react';
import { useT } from '../../i18n/useT';
import { authErrorKey, type AuthMessageKey } from './auth-errors';
import { IdentityClientError, useIdentityClient } from './identity-client';
import { loginToast } from './login-toast';

/** These two tell the shopper something they can act on; every other failure gets the spec's message. */
const SPECIFIC = new Set(['auth/invalid-phone-number', 'auth/too-many-requests']);

export function smsFailureKey(err: unknown): AuthMessageKey {
  return err instanceof IdentityClientError && SPECIFIC.has(err.code) ? authErrorKey(err.code) : 'auth.smsFailed';
}

/**
 * Sends the SMS code behind the invisible bot check (spec sections 4 and 8),
 * toasting the outcome. Resolves with the verification id, or null when the
 * send failed (already told to the shopper).
 */
export function useSmsSender() {
  const loadClient = useIdentityClient();
  const t = useT();
  return useCallback(
    async (e164: string, captchaContainer: HTMLElement): Promise<string | null> => {
      try {
        const client = await loadClient();
        const verificationId = await client.sendSmsCode(e164, captchaContainer, () => loginToast.error(t('auth.captchaExpired')));
        loginToast.success(t('auth.otpSent'));
        return verificationId;
      } catch (err) {
        loginToast.error(t(smsFailureKey(err)));
        return null;
      }
    },
    [loadClient, t],
  );
}
