import * as z from 'zod/mini';
import { apiGet, apiRequest } from '../../api/client';
import { addressListSchema, addressPaths } from '../../../schemas/api/addresses';
import {
  checkoutPaths,
  couponOfferListSchema,
  placedOrderSchema,
  quoteSchema,
  razorpayDetailsSchema,
  type CheckoutForm,
  type PlacedOrder,
  type Quote,
} from '../../../schemas/api/checkout';
import type { Locale } from '../../../schemas/locale';
import type { PaymentResponse } from './razorpay';

/** The checkout calls, each a form as the rest of the API takes them. */

export function formBody(fields: Record<string, string | number | boolean>): RequestInit {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  return { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** The form of a quote as numbers and flags; the server parses it again. */
export interface CheckoutChoice {
  user_id: number;
  address_id: number;
  coupon_code: string;
  payment_method: NonNullable<CheckoutForm['payment_method']>;
  advance_paise: number;
  use_wallet: boolean;
}

export async function fetchQuote(choice: CheckoutChoice): Promise<Quote> {
  return (await apiRequest(checkoutPaths.quote, quoteSchema, formBody({ ...choice }))).data;
}

export function addressesPath(userId: number): string {
  return `${addressPaths.list}?${new URLSearchParams({ user_id: String(userId) })}`;
}

export const fetchAddresses = (path: string) => apiGet(path, addressListSchema);

export function couponsPath(userId: number, addressId: number): string {
  return `${checkoutPaths.coupons}?${new URLSearchParams({ user_id: String(userId), address_id: String(addressId) })}`;
}

export const fetchCoupons = (path: string) => apiGet(path, couponOfferListSchema);

export const fetchRazorpayDetails = () => apiGet(checkoutPaths.razorpayDetails, razorpayDetailsSchema);

/** `locale` is the page's: the order's e-mails and invoice speak it. */
export async function placeOrder(choice: CheckoutChoice, expectedTotalPaise: number, idempotencyKey: string, locale: Locale): Promise<PlacedOrder> {
  const init = formBody({ ...choice, expected_total_paise: expectedTotalPaise, idempotency_key: idempotencyKey, locale });
  return (await apiRequest(checkoutPaths.placeOrder, placedOrderSchema, init)).data;
}

/** The answer's data is not needed: success means the server accepted the signature. */
export async function verifyPayment(userId: number, orderId: number, response: PaymentResponse): Promise<void> {
  await apiRequest(checkoutPaths.verifyPayment, z.unknown(), formBody({ user_id: userId, order_id: orderId, ...response }));
}
