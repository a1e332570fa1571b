import { ApiError } from '../../api/client';
import { GENERIC_AUTH_MESSAGE } from './auth-errors';
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
