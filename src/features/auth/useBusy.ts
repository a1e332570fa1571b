import { useCallback, useRef, useState } from 'react';

/**
 * A busy flag for one submit button: while its task runs the button shows the
 * spinner, and a second press (or Enter) is ignored rather than sent twice.
 */
export function useBusy(): [busy: boolean, run: (task: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  // The state updates a render later; the ref stops a double press in the same tick.
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
