import { bookPickup, recordStep } from './move';
import { tellShopper } from './notify';
import { refundReturn } from './refund';
import { replaceItem } from './replace';
import type { Pickup, ReturnActor, ReturnStep, ReturnStepDeps, StepOutcome } from './steps';

export type { ReturnStep, StepOutcome } from './steps';

/**
 * Moves a request one step along its state machine: the one path, for the
 * studio's return desk and the admin status call alike. Each step is one
 * transaction with its timeline entry (naming the staff account) and its
 * audit entry; a wrong step is a 409 that changes nothing. Once a step is
 * committed, the shopper is e-mailed what happened.
 */
export async function advanceReturn(deps: ReturnStepDeps, id: number, step: ReturnStep, by: ReturnActor, now = new Date()): Promise<StepOutcome> {
  if (step.to === 'refunded') {
    const outcome = await refundReturn(deps, id, step, by, now);
    if (!outcome.ok) return outcome;
    if (outcome.value === 'refunded') await tellShopper(deps, id, 'refunded');
    return { ok: true, message: outcome.message, pending: outcome.value === 'pending' };
  }
  const outcome = step.to === 'replaced' ? await replaceItem(deps, id, step.note, by, now) : await recordStep(deps, id, step, by, now);
  if (!outcome.ok) return outcome;
  await tellShopper(deps, id, step.to);
  return { ok: true, message: outcome.message, pending: false };
}

/** Books (or moves) the courier's pickup of an approved request, and tells the shopper when it changed. */
export async function bookReturnPickup(deps: ReturnStepDeps, id: number, pickup: Pickup, by: ReturnActor, now = new Date()): Promise<StepOutcome> {
  const outcome = await bookPickup(deps, id, pickup, by, now);
  if (!outcome.ok) return outcome;
  if (outcome.value) await tellShopper(deps, id, 'pickup');
  return { ok: true, message: outcome.message, pending: false };
}
