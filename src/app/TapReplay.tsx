import { useEffect } from 'react';
import { useHydrated } from './useHydrated';
import { replayTaps } from './replay-taps';
import './replay-taps.css';

/**
 * Replays the taps the inline loader kept from before hydration
 * (src/app/replay-taps.ts) once the app has switched to its hydrated state,
 * so a replayed tap sees the signed-in shopper, the cart and every handler
 * as a tap after hydration would. A task later, out of React's commit.
 */
export function TapReplay() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const timer = setTimeout(() => void replayTaps());
    return () => clearTimeout(timer);
  }, [hydrated]);
  return null;
}
