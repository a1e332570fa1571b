import type { RefundRecord } from './issue';

/** A refund written and committed; `gateway` is what is still to be asked of the gateway (an 'original' refund just reserved). */
export interface Reservation {
  record: RefundRecord;
  orderId: number;
  orderNumber: string;
  staffId: number | null;
  gateway: { paymentId: string; amountPaise: number; notes: Record<string, string> } | null;
}

export type Reserved = { ok: true; reservation: Reservation } | { ok: false; status: 400 | 404 | 409; message: string };

export function refused(status: 400 | 404 | 409, message: string): Reserved {
  return { ok: false, status, message };
}
