import type { CouponDeskRow, CouponRules } from '../../../schemas/api/coupon-desk';
import { deskWrite, refuse, type DeskActor, type DeskDeps, type DeskOutcome } from '../studio/desk-write';
import { categoryTitlesOf, checkCouponCategories } from './categories';
import { findCouponRow } from './read';
import { codeRace, codeTakenRefusal, lockCoupon, ruleColumns, staleMessage } from './stored';
import { changedSummary } from './summary';

/**
 * PUT admin/studio/coupons/{id}: the coupon's rules, as the form was filled
 * from `revision`. Only the coupon row changes: orders placed with it keep
 * the discount they were given (orders.coupon_discount_paise).
 */
export function updateCoupon(deps: DeskDeps, by: DeskActor, id: number, rules: CouponRules & { revision: number }, now: Date): Promise<DeskOutcome<CouponDeskRow>> {
  const { revision, ...after } = rules;
  return deskWrite<CouponDeskRow>(deps, by, { key: 'coupons', action: 'change-coupon', taken: codeRace(after.code) }, async (tx) => {
    const current = await lockCoupon(tx, id);
    if (!current) return refuse(404, `There is no coupon ${id}`);
    if (current.revision !== revision) return refuse(409, staleMessage(current));
    const { titles, problems } = await checkCouponCategories(tx, after.category_ids);
    if (after.code !== current.code) {
      const taken = await tx.selectFrom('coupons').select('id').where('code', '=', after.code).where('id', '<>', id).executeTakeFirst();
      if (taken) return codeTakenRefusal(after.code, problems);
    }
    if (problems.length > 0) return refuse(422, 'Some categories cannot be used; nothing was saved', problems);
    const summary = changedSummary(current, after, { before: await categoryTitlesOf(tx, current.category_ids), after: titles });
    if (summary !== null) {
      await tx
        .updateTable('coupons')
        .set((eb) => ({ ...ruleColumns(after), revision: eb('revision', '+', 1), updated_at: now, updated_by: by.actor }))
        .where('id', '=', id)
        .execute();
    }
    const row = await findCouponRow(tx, id, now);
    if (!row) throw new Error(`coupon ${id} vanished inside its own transaction`);
    const message = summary === null ? `Nothing to save: ${after.code} is as it was` : `Coupon ${after.code} saved`;
    return { ok: true, value: row, message, summary };
  });
}
