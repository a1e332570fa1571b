import type { OrderStatus } from '../../db/types';

/**
 * An order gets a tax invoice once it is placed (paid, or accepted for cash
 * on delivery). An order still awaiting payment has sold nothing yet, and one
 * cancelled before it was ever placed never did; one cancelled after placing
 * keeps the invoice it was due.
 */
export function invoiceable(status: OrderStatus, events: readonly { status: string }[]): boolean {
  if (status === 'awaiting_payment') return false;
  if (status === 'cancelled') return events.some((e) => e.status === 'placed');
  return true;
}
