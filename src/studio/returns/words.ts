import type { ReturnKind } from '../../../schemas/api/returns';
import { formatCount } from '../../ui/format';

/* How the return desk words a request for the people working the queue. */

const HOUR_MS = 60 * 60 * 1000;

/** How long ago: "Under an hour", "5 hours", "1 day", "3 days". */
export function ageText(since: string, now: Date): string {
  const hours = Math.floor((now.getTime() - Date.parse(since)) / HOUR_MS);
  if (hours < 1) return 'Under an hour';
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${formatCount(days)} days`;
}

/** "Return #12", "Replacement #7". */
export const requestTitle = (kind: ReturnKind, id: number): string => `${kind === 'return' ? 'Return' : 'Replacement'} #${id}`;

export const destinationText = (destination: 'original' | 'wallet'): string => (destination === 'wallet' ? 'the wallet' : 'the original payment');
