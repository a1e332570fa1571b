import { couponRuleWords, type CouponDeskRow } from '../../../schemas/api/coupon-desk';
import { formatCount, formatPaise, formatPaiseWhole, formatShopDay } from '../../ui/format';

/* How the desk words a coupon for a merchandiser: money in rupees, whole rupees without ".00". */

export const rupees = (paise: number): string => (paise % 100 === 0 ? formatPaiseWhole(paise) : formatPaise(paise));

/** "10% off, up to ₹2,000, orders from ₹10,000". */
export const ruleText = (row: CouponDeskRow): string => couponRuleWords(row, row.category_titles, rupees);

/** "12 of 500", or "12 (no limit)". */
export const usesText = (row: CouponDeskRow): string =>
  row.total_limit === null ? `${formatCount(row.uses_total)} (no limit)` : `${formatCount(row.uses_total)} of ${formatCount(row.total_limit)}`;

export const perCustomerText = (row: CouponDeskRow): string =>
  row.per_user_limit === null ? 'Any number per customer' : `${formatCount(row.per_user_limit)} per customer`;

/** "1 Jan 2026 – 31 Dec 2030", each day as in India. */
export const datesText = (row: CouponDeskRow): string => `${formatShopDay(row.starts_at)} – ${formatShopDay(row.ends_at)}`;
