import { useEffect } from 'react';
import { schedulePushRefresh } from './startup';

/**
 * Headless, mounted by the shell after hydration as its own chunk: renews a
 * stored push token older than a week at idle time. Nothing else loads
 * unless a token is due.
 */
export default function PushRefresh() {
  useEffect(() => schedulePushRefresh(), []);
  return null;
}
