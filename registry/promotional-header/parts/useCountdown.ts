import { useEffect, useState } from 'react';

export interface Remaining {
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function split(ms: number): Remaining {
  const s = Math.floor(ms / 1000);
  return { total: ms, days: Math.floor(s / 86400), hours: Math.floor(s / 3600) % 24, minutes: Math.floor(s / 60) % 60, seconds: s % 60 };
}

/**
 * Time left until `endsAt`, ticking each second. null until mounted: the clock
 * is read in an effect, so first render is the same on server, client and in tests.
 */
export function useCountdown(endsAt: string): Remaining | null {
  const [remaining, setRemaining] = useState<Remaining | null>(null);
  useEffect(() => {
    const end = Date.parse(endsAt);
    const tick = () => {
      const left = Math.max(0, end - Date.now());
      setRemaining(split(Number.isNaN(left) ? 0 : left));
      return left > 0;
    };
    if (!tick()) return;
    const id = window.setInterval(() => {
      if (!tick()) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [endsAt]);
  return remaining;
}
