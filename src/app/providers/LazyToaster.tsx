import { lazy, Suspense, useEffect, useState } from 'react';

const ToasterHost = lazy(() => import('./ToasterHost'));

/**
 * No toast can exist before the first interaction, so the toaster loads right
 * after first paint. Toasts raised earlier wait in react-hot-toast's store and
 * show as soon as it mounts.
 */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
