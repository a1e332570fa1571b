import { pickupDateProblem, RETURN_CONDITION_LABELS, RETURN_STATUS_LABELS } from '../../../schemas/api/returns';
import type { AuditAction } from '../studio/audit';
import { deskWrite, problem, refuse, type DeskDeps, type DeskOutcome } from '../studio/desk-write';
import { pickupText } from './mail';
import { lockRequest, moveRequest, RETURN_NOT_FOUND, requestName, wrongStep, type Pickup, type ReturnActor, type ReturnStep, type ReturnStepDeps } from './steps';

/** The steps that only record what staff decided or found: no money and no stock move. */
export type RecordedStep = Extract<ReturnStep, { to: 'approved' | 'rejected' | 'picked_up' | 'received' }>;

const NO_SIGNAL: DeskDeps['hub'] = { catalogChanged: () => undefined };

const ACTIONS: Record<RecordedStep['to'], AuditAction> = {
  approved: 'approve-return',
  rejected: 'reject-return',
  picked_up: 'return-picked-up',
  received: 'receive-return',
};

/** A booked pickup's day must be a real one, today to two weeks ahead: the same rule the studio shows before sending. */
function pickupRefusal(pickup: Pickup | null, now: Date) {
  if (!pickup) return null;
  const wrong = pickupDateProblem(pickup.date, now);
  return wrong ? refuse(400, `${wrong}; nothing was changed`, [problem('pickup_date', wrong)]) : null;
}

const quoted = (text: string) => (text ? `: "${text}"` : '');

/**
 * Approve (with the reason the shopper reads and perhaps the pickup booked),
 * reject (a reason is owed), mark picked up, or mark received with the
 * item's condition: one transaction with the timeline entry and the audit entry.
 */
export function recordStep(deps: ReturnStepDeps, id: number, step: RecordedStep, by: ReturnActor, now: Date): Promise<DeskOutcome<null>> {
  return deskWrite<null>({ db: deps.db, hub: NO_SIGNAL }, by, { key: `return:${id}`, action: ACTIONS[step.to] }, async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) return refuse(404, RETURN_NOT_FOUND);
    const wrong = wrongStep(request, step.to);
    if (wrong) return wrong;
    const name = requestName(request);
    const staffId = by.staffId;
    switch (step.to) {
      case 'approved': {
        const refusal = pickupRefusal(step.pickup, now);
        if (refusal) return refusal;
        const columns = { decision_reason: step.reason, pickup_date: step.pickup?.date ?? null, pickup_slot: step.pickup?.slot ?? null };
        await moveRequest(tx, request, 'approved', { note: step.reason, staffId, columns }, now);
        const booked = step.pickup ? `; pickup ${pickupText(step.pickup)}` : '';
        return { ok: true, value: null, message: `Approved ${name}${booked}`, summary: `Approved ${name}${quoted(step.reason)}${booked}` };
      }
      case 'rejected': {
        if (step.reason === '') {
          const why = 'Give the shopper a reason: they read it on their request';
          return refuse(400, `${why}; nothing was changed`, [problem('reason', why)]);
        }
        await moveRequest(tx, request, 'rejected', { note: step.reason, staffId, columns: { decision_reason: step.reason } }, now);
        return { ok: true, value: null, message: `Rejected ${name}`, summary: `Rejected ${name}${quoted(step.reason)}` };
      }
      case 'picked_up':
        await moveRequest(tx, request, 'picked_up', { note: step.note, staffId }, now);
        return { ok: true, value: null, message: `Marked ${name} picked up`, summary: `Marked ${name} picked up${quoted(step.note)}` };
      case 'received': {
        const condition = RETURN_CONDITION_LABELS[step.condition].toLowerCase();
        const note = step.note ? `${RETURN_CONDITION_LABELS[step.condition]}. ${step.note}` : RETURN_CONDITION_LABELS[step.condition];
        await moveRequest(tx, request, 'received', { note, staffId, columns: { condition: step.condition, condition_note: step.note } }, now);
        return { ok: true, value: null, message: `Received ${name}: ${condition}`, summary: `Received ${name}: ${condition}${quoted(step.note)}` };
      }
    }
  });
}

/** Books the courier (again) while the request waits for it (approved): no step on the machine, but the shopper is told. The value: whether the booking changed. */
export function bookPickup(deps: ReturnStepDeps, id: number, pickup: Pickup, by: ReturnActor, now: Date): Promise<DeskOutcome<boolean>> {
  return deskWrite<boolean>({ db: deps.db, hub: NO_SIGNAL }, by, { key: `return:${id}`, action: 'book-return-pickup' }, async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) return refuse(404, RETURN_NOT_FOUND);
    if (request.status !== 'approved') return refuse(409, `A pickup is booked while the request is approved and waits for the courier; this one is ${RETURN_STATUS_LABELS[request.status].toLowerCase()}. Nothing was changed`);
    const refusal = pickupRefusal(pickup, now);
    if (refusal) return refusal;
    const was = request.pickup_date ? pickupText({ date: request.pickup_date, slot: request.pickup_slot }) : null;
    const booked = pickupText(pickup);
    if (request.pickup_date === pickup.date && request.pickup_slot === pickup.slot) return { ok: true, value: false, message: `The pickup is already booked for ${booked}`, summary: null };
    await tx.updateTable('returns').set({ pickup_date: pickup.date, pickup_slot: pickup.slot, updated_at: now }).where('id', '=', id).execute();
    const name = requestName(request);
    return { ok: true, value: true, message: `Pickup of ${name} booked for ${booked}`, summary: `Booked the pickup of ${name} for ${booked}${was ? ` (was ${was})` : ''}` };
  });
}
