import { couponRuleWords, type CouponRules } from '../../../schemas/api/coupon-desk';
import { formatPaise, formatPaiseWhole, formatShopDateTime } from '../../../src/ui/format';
import type { CategoryTitles } from './categories';

/* How the audit log words the desk's writes, in the studio's own terms. */

const money = (paise: number) => (paise % 100 === 0 ? formatPaiseWhole(paise) : formatPaise(paise));
const limit = (n: number | null) => (n === null ? 'unlimited' : String(n));
const titlesOf = (ids: readonly number[], titles: CategoryTitles) => ids.map((id) => titles.get(id) ?? `category ${id}`);

function ruleOf(rules: CouponRules, titles: CategoryTitles): string {
  return couponRuleWords(rules, titlesOf(rules.category_ids, titles), money);
}

export function createdSummary(rules: CouponRules, titles: CategoryTitles): string {
  return `Created coupon ${rules.code} "${rules.title}": ${ruleOf(rules, titles)}; ${formatShopDateTime(rules.starts_at)} to ${formatShopDateTime(rules.ends_at)}; uses per customer ${limit(rules.per_user_limit)}, total ${limit(rules.total_limit)}`;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** What an edit changed, field by field ("ends 31 Dec 2030 → 31 Jan 2031"); null when it changed nothing. */
export function changedSummary(before: CouponRules, after: CouponRules, titles: { before: CategoryTitles; after: CategoryTitles }): string | null {
  const changes: string[] = [];
  const note = (label: string, was: string, now: string) => changes.push(`${label} ${was} → ${now}`);
  if (before.code !== after.code) note('code', before.code, after.code);
  if (before.title !== after.title) note('title', `"${before.title}"`, `"${after.title}"`);
  if (before.description !== after.description) changes.push('description changed');
  const ruleChanged =
    before.kind !== after.kind ||
    before.value !== after.value ||
    before.max_discount_paise !== after.max_discount_paise ||
    before.min_order_paise !== after.min_order_paise ||
    !sameIds(before.category_ids, after.category_ids);
  if (ruleChanged) note('rule', ruleOf(before, titles.before), ruleOf(after, titles.after));
  if (before.starts_at.getTime() !== after.starts_at.getTime()) note('starts', formatShopDateTime(before.starts_at), formatShopDateTime(after.starts_at));
  if (before.ends_at.getTime() !== after.ends_at.getTime()) note('ends', formatShopDateTime(before.ends_at), formatShopDateTime(after.ends_at));
  if (before.per_user_limit !== after.per_user_limit) note('uses per customer', limit(before.per_user_limit), limit(after.per_user_limit));
  if (before.total_limit !== after.total_limit) note('total uses', limit(before.total_limit), limit(after.total_limit));
  return changes.length === 0 ? null : `Changed coupon ${before.code}: ${changes.join('; ')}`;
}
