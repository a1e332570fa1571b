import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { loginPopupAtom } from '../../state/session';

/** The login popups load on first open, so their code (and later the identity SDK) stays off first paint. */
const LoginPopup = lazy(() => import('../../features/auth/LoginPopup'));

export function LoginPopupHost() {
  const popup = useAtomValue(loginPopupAtom);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup />
    </Suspense>
  );
}
