import {
  couponDeskListPath,
  couponDeskListSchema,
  couponDeskPaths,
  couponDeskRowSchema,
  type CouponDeskList,
  type CouponDeskRow,
  type CouponInput,
  type CouponStatus,
} from '../../../schemas/api/coupon-desk';
import { call } from '../api';

/* The coupons desk's calls: every answer is parsed with the desk's schemas (call() refuses any other shape). */

export const couponListKey = (filter: { q: string; status: CouponStatus | '' }): string => couponDeskListPath(filter);

export const listCoupons = (path: string): Promise<CouponDeskList> => call('GET', path, couponDeskListSchema);

export const createCoupon = (input: CouponInput): Promise<CouponDeskRow> => call('POST', couponDeskPaths.list, couponDeskRowSchema, input);

export const updateCoupon = (id: number, input: CouponInput, revision: number): Promise<CouponDeskRow> =>
  call('PUT', couponDeskPaths.coupon(id), couponDeskRowSchema, { ...input, revision });

export const setCouponRunning = (row: CouponDeskRow, running: boolean): Promise<CouponDeskRow> =>
  call('POST', running ? couponDeskPaths.resume(row.id) : couponDeskPaths.pause(row.id), couponDeskRowSchema, { revision: row.revision });

export const getCoupon = (id: number): Promise<CouponDeskRow> => call('GET', couponDeskPaths.coupon(id), couponDeskRowSchema);
