import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again; `restart` starts over. */
export function useCountdown(seconds: number): [left: number, restart: () => void] {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(seconds), [seconds]);
  return [left, restart];
}
