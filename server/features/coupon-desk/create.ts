import type { CouponDeskRow, CouponRules } from '../../../schemas/api/coupon-desk';
import { deskWrite, refuse, type DeskActor, type DeskDeps, type DeskOutcome } from '../studio/desk-write';
import { checkCouponCategories } from './categories';
import { findCouponRow } from './read';
import { codeRace, codeTakenRefusal, ruleColumns } from './stored';
import { createdSummary } from './summary';

/** POST admin/studio/coupons: a new coupon, live from its start unless paused later. */
export function createCoupon(deps: DeskDeps, by: DeskActor, rules: CouponRules, now: Date): Promise<DeskOutcome<CouponDeskRow>> {
  return deskWrite<CouponDeskRow>(deps, by, { key: 'coupons', action: 'create-coupon', taken: codeRace(rules.code) }, async (tx) => {
    const { titles, problems } = await checkCouponCategories(tx, rules.category_ids);
    const taken = await tx.selectFrom('coupons').select('id').where('code', '=', rules.code).executeTakeFirst();
    if (taken) return codeTakenRefusal(rules.code, problems);
    if (problems.length > 0) return refuse(422, 'Some categories cannot be used; nothing was saved', problems);
    const { id } = await tx
      .insertInto('coupons')
      .values({ ...ruleColumns(rules), updated_by: by.actor })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await findCouponRow(tx, id, now);
    if (!row) throw new Error(`coupon ${id} vanished inside its own transaction`);
    return { ok: true, value: row, message: `Coupon ${rules.code} created`, summary: createdSummary(rules, titles) };
  });
}
