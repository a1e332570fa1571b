import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n/messages';
import { authErrorKey, GENERIC_AUTH_KEY, GENERIC_AUTH_MESSAGE } from './auth-errors';
import { IdentityClientError } from './identity-client';

/**
 * What to tell the shopper about a failed call: the identity client's friendly
 * message, or the server's own message (spec section 8: "the server message as
 * error toast"). Anything else is a bug or a lost connection, not the shopper's doing.
 */
export function errorMessage(err: unknown, fallback = GENERIC_AUTH_MESSAGE): string {
  if (err instanceof IdentityClientError || err instanceof ApiError) return err.message || fallback;
  return fallback;
}

/**
 * errorMessage in the page's language: the identity service's codes have their
 * words in the catalogue; the server's message is the server's, as it wrote it.
 */
export function useErrorMessage(): (err: unknown, fallback?: MessageKey) => string {
  const t = useT();
  return useCallback(
    (err: unknown, fallback: MessageKey = GENERIC_AUTH_KEY) => {
      if (err instanceof IdentityClientError) return t(authErrorKey(err.code));
      if (err instanceof ApiError && err.message) return err.message;
      return t(fallback);
    },
    [t],
  );
}
