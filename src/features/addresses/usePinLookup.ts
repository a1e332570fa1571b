import { useCallback, useRef, useState } from 'react';
import { PIN_PATTERN } from '../../../schemas/api/india';
import type { PinInfo } from '../../../schemas/api/addresses';
import { ApiError } from '../../api/client';
import { fetchPin } from './address-api';

export type PinStatus =
  | { kind: 'idle' }
  | { kind: 'checking'; pin: string }
  | { kind: 'found'; info: PinInfo }
  | { kind: 'unknown'; pin: string }
  | { kind: 'failed'; pin: string };

/**
 * Looks a PIN up in the shop's table as soon as it has six digits. Only the
 * answer for the PIN in the field counts: a slow answer for an earlier one
 * (the shopper kept typing) is dropped.
 */
export function usePinLookup() {
  const [status, setStatus] = useState<PinStatus>({ kind: 'idle' });
  const latest = useRef('');

  const lookup = useCallback(async (pin: string): Promise<PinInfo | null> => {
    latest.current = pin;
    if (!PIN_PATTERN.test(pin)) {
      setStatus({ kind: 'idle' });
      return null;
    }
    setStatus({ kind: 'checking', pin });
    try {
      const info = await fetchPin(pin);
      if (latest.current !== pin) return null;
      setStatus({ kind: 'found', info });
      return info;
    } catch (err) {
      if (latest.current !== pin) return null;
      setStatus(err instanceof ApiError && err.status === 404 ? { kind: 'unknown', pin } : { kind: 'failed', pin });
      return null;
    }
  }, []);

  return { status, lookup };
}
