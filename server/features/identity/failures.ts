import type { Context } from 'hono';
import { fail } from '../../http/respond';
import { tr } from '../../i18n/request-locale';
import { IdentityError } from './provider';

/** Identity service failures as clear 4xx/503 answers; anything else is a real fault for the error handler. */
export function identityFailure(c: Context, err: unknown): Response {
  if (!(err instanceof IdentityError)) throw err;
  const message = err.words ? tr(c, err.words) : err.message;
  switch (err.code) {
    case 'invalid-token':
    case 'token-expired':
      return fail(c, 401, message);
    case 'user-disabled':
      return fail(c, 403, message);
    case 'email-exists':
      return fail(c, 409, message);
    case 'user-not-found':
      return fail(c, 404, message);
    case 'unavailable':
      return fail(c, 503, message);
  }
}
