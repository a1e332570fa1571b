import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { loginPopupAtom } from '../../state/session';

/** The login popups load on first open, so their code (and the identity SDK) stays off first paint. */
const LoginPopup = lazy(() => import('../../features/auth/LoginPopup'));
/** Loads the identity SDK and follows it for the rest of the visit once a popup has opened. */
const IdentityWatch = lazy(() => import('../../features/auth/IdentityWatch'));

export function LoginPopupHost() {
  const popup = useAtomValue(loginPopupAtom);
  const [opened, setOpened] = useState(false);
  if (popup && !opened) setOpened(true);
  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <IdentityWatch />
        </Suspense>
      )}
      {popup && (
        <Suspense fallback={null}>
          <LoginPopup />
        </Suspense>
      )}
    </>
  );
}
