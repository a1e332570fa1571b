import { RETURN_STATUS_LABELS, type ReturnKind, type ReturnStatus } from '../../../schemas/api/returns';

/**
 * The return state machine, the only path a request takes (the studio's
 * return desk and the admin status call both go through advanceReturn):
 * requested → approved | rejected → picked_up → received → refunded (a
 * return) | replaced (a replacement).
 */
export function allowedNext(kind: ReturnKind, from: ReturnStatus): readonly ReturnStatus[] {
  switch (from) {
    case 'requested':
      return ['approved', 'rejected'];
    case 'approved':
      return ['picked_up'];
    case 'picked_up':
      return ['received'];
    case 'received':
      return kind === 'return' ? ['refunded'] : ['replaced'];
    default:
      return [];
  }
}

/** Whether a request has reached one of its ends. */
export function isClosed(status: ReturnStatus): boolean {
  return status === 'rejected' || status === 'refunded' || status === 'replaced';
}

export interface ReturnEvent {
  status: string;
  created_at: Date;
}

/** The steps a request goes through, with when each happened; a rejection ends it. */
export function returnTimeline(kind: ReturnKind, status: ReturnStatus, events: readonly ReturnEvent[]) {
  const path: ReturnStatus[] =
    status === 'rejected' ? ['requested', 'rejected'] : ['requested', 'approved', 'picked_up', 'received', kind === 'return' ? 'refunded' : 'replaced'];
  const reached = path.indexOf(status);
  return path.map((step, index) => {
    let at: Date | null = null;
    for (const e of events) if (e.status === step) at = new Date(e.created_at);
    return { status: step, label: RETURN_STATUS_LABELS[step], at: at ? at.toISOString() : null, done: index <= reached };
  });
}

/** What a returned line gives back: its price times the quantity, less its share of the coupon. */
export function lineRefundPaise(line: { unit_price_paise: number; qty: number; discount_paise: number }, returnedQty: number): number {
  const discountShare = Math.round((line.discount_paise * returnedQty) / line.qty);
  return line.unit_price_paise * returnedQty - discountShare;
}
