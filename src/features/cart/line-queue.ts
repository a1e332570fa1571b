import { atom } from 'jotai';

/**
 * Quantity changes to one cart line go out one at a time: while a request is
 * in flight only the latest wanted quantity is remembered, and it is sent when
 * the first one finishes. So pressing + five times quickly sends at most two
 * requests per line, never races, and ends at the last quantity asked for.
 */

export interface LineJobHandlers {
  /** Sets the line to `qty` on the server; rejects with the error to show. */
  send: (qty: number) => Promise<void>;
  /** A send failed; `confirmed` is the last quantity the server accepted in this burst, if any. */
  onError: (error: unknown, confirmed: number | null) => void;
  /** No line has a request in flight any more: the burst has settled. */
  onIdle: () => void;
}

interface Slot {
  wanted: number | null;
  handlers: LineJobHandlers;
}

export interface LineQueue {
  submit: (lineId: number, qty: number, handlers: LineJobHandlers) => void;
  busy: (lineId: number) => boolean;
}

export function createLineQueue(): LineQueue {
  const slots = new Map<number, Slot>();

  async function drain(lineId: number, slot: Slot, first: number) {
    let next: number | null = first;
    let confirmed: number | null = null;
    while (next !== null) {
      slot.wanted = null;
      try {
        await slot.handlers.send(next);
        confirmed = next;
      } catch (error) {
        // What was asked for meanwhile built on the refused quantity: drop it.
        slot.handlers.onError(error, confirmed);
        break;
      }
      next = slot.wanted === confirmed ? null : slot.wanted;
    }
    slots.delete(lineId);
    if (slots.size === 0) slot.handlers.onIdle();
  }

  return {
    submit(lineId, qty, handlers) {
      const current = slots.get(lineId);
      if (current) {
        current.wanted = qty;
        current.handlers = handlers;
        return;
      }
      const slot: Slot = { wanted: null, handlers };
      slots.set(lineId, slot);
      void drain(lineId, slot, qty);
    },
    busy: (lineId) => slots.has(lineId),
  };
}

/** One queue per jotai store (the app has one; each test and story its own). */
export const lineQueueAtom = atom(() => createLineQueue());
