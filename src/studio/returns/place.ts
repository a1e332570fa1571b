import { RETURN_STATUSES, type ReturnStatus } from '../../../schemas/api/returns';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';

/** The desk's view (?key=): not a configuration's key. */
export const RETURN_DESK_VIEW = 'return-desk';

export interface Place {
  /** The queue's tab; null: every state. */
  state: ReturnStatus | null;
  /** The request open; null: the queue. */
  request: number | null;
}

/** ?state=approved and ?return=12 beside ?key=return-desk: the tab and the open request have addresses, so a reload or a shared link comes back to them. */
export function placeFromLocation(): Place {
  const params = new URLSearchParams(window.location.search);
  const state = RETURN_STATUSES.find((s) => s === params.get('state')) ?? null;
  return { state: params.has('state') ? state : 'requested', request: readWholeNumber(params.get('return'), 1, MAX_INT4) };
}

export function placeHref(place: Place): string {
  const params = new URLSearchParams(window.location.search);
  params.set('key', RETURN_DESK_VIEW);
  params.set('state', place.state ?? 'all');
  if (place.request === null) params.delete('return');
  else params.set('return', String(place.request));
  return `?${params.toString()}`;
}

