import type { Transaction } from 'kysely';
import type { CouponRules } from '../../../schemas/api/coupon-desk';
import type { Database } from '../../db/types';
import type { FieldProblem } from '../../http/respond';
import { couponsQuery, toCoupon } from '../checkout/coupon-store';
import type { Coupon } from '../checkout/coupons';
import { problem, refuse, type DeskRefusal } from '../studio/desk-write';

/** A coupon as the checkout reads it, with the desk's revision and the last to change it. */
export type LockedCoupon = Coupon & { revision: number; updated_by: string | null };

/** The coupon's row, locked until the transaction ends: two saves from the same reading meet here, one after the other. */
export async function lockCoupon(tx: Transaction<Database>, id: number): Promise<LockedCoupon | null> {
  const row = await couponsQuery(tx).select(['revision', 'updated_by']).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? toCoupon(row) : null;
}

/** A save against an older reading: say who got there first. */
export function staleMessage(current: LockedCoupon): string {
  return `${current.updated_by ?? 'Someone'} changed ${current.code} since you opened it; nothing was saved. Reload to see their version, then make your change again`;
}

/** Another coupon holds the code; `also`: the request's other problems, shown with it. */
export function codeTakenRefusal(code: string, also: readonly FieldProblem[] = []): DeskRefusal {
  return refuse(409, `There is already a coupon ${code}; nothing was saved`, [problem('code', `There is already a coupon ${code}; choose another code`), ...also]);
}

/** Two saves of the same new code at once: both passed the check, the unique index stops the second. */
export function codeRace(code: string) {
  return { constraint: 'coupons_code_key', refusal: codeTakenRefusal(code) };
}

/** The columns a coupon's rules are stored in. */
export function ruleColumns(rules: CouponRules) {
  return { ...rules, category_ids: JSON.stringify(rules.category_ids) };
}
