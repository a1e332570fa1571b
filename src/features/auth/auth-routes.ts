import { matchPath } from 'react-router-dom';
import { ROUTES } from '../../../schemas/routes';

const signedInOnly: readonly string[] = Object.values(ROUTES)
  .filter((route) => route.auth)
  .map((route) => route.path);

/** True on a page only a signed-in user may see (spec section 2). */
export function isSignedInOnlyPath(pathname: string): boolean {
  return signedInOnly.some((path) => matchPath(path, pathname) !== null);
}
