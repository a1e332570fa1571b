import type { CouponDeskRow } from '../../../schemas/api/coupon-desk';
import { deskWrite, refuse, type DeskActor, type DeskDeps, type DeskOutcome } from '../studio/desk-write';
import { findCouponRow } from './read';
import { lockCoupon, staleMessage } from './stored';

/**
 * POST admin/studio/coupons/{id}/pause and …/resume. A paused coupon is
 * refused at checkout at once (evaluateCoupon reads `active`), but keeps its
 * rules and counts, so resuming brings it back as it was.
 */
export function setCouponActive(deps: DeskDeps, by: DeskActor, id: number, active: boolean, revision: number, now: Date): Promise<DeskOutcome<CouponDeskRow>> {
  return deskWrite<CouponDeskRow>(deps, by, { key: 'coupons', action: active ? 'resume-coupon' : 'pause-coupon' }, async (tx) => {
    const current = await lockCoupon(tx, id);
    if (!current) return refuse(404, `There is no coupon ${id}`);
    if (current.revision !== revision) return refuse(409, staleMessage(current));
    const { code } = current;
    if (current.active === active) return refuse(409, `${code} is already ${active ? 'running' : 'paused'}`);
    await tx
      .updateTable('coupons')
      .set((eb) => ({ active, revision: eb('revision', '+', 1), updated_at: now, updated_by: by.actor }))
      .where('id', '=', id)
      .execute();
    const row = await findCouponRow(tx, id, now);
    if (!row) throw new Error(`coupon ${id} vanished inside its own transaction`);
    const message = active ? `${code} resumed: shoppers can use it again` : `${code} paused: checkout refuses it until resumed`;
    return { ok: true, value: row, message, summary: `${active ? 'Resumed' : 'Paused'} coupon ${code}` };
  });
}
