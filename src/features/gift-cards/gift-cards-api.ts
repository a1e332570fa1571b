import useSWR from 'swr';
import * as z from 'zod/mini';
import { apiGet, apiRequest } from '../../api/client';
import {
  giftCardDesignSchema,
  giftCardOrderSchema,
  giftCardPaths,
  placedGiftCardOrderSchema,
  redeemedSchema,
  type GiftCardChoice,
  type GiftCardOrder,
  type PlacedGiftCardOrder,
  type Redeemed,
} from '../../../schemas/api/gift-cards';
import type { Locale } from '../../../schemas/locale';
import { formBody } from '../checkout/checkout-api';
import type { PaymentResponse } from '../checkout/razorpay';

const readDesigns = (path: string) => apiGet(path, z.array(giftCardDesignSchema));
const readDesign = (path: string) => apiGet(path, giftCardDesignSchema);
const readOrders = (path: string) => apiGet(path, z.array(giftCardOrderSchema));

export const useDesigns = () => useSWR(giftCardPaths.designs, readDesigns, { revalidateOnFocus: false });
export const useDesign = (id: number | null) => useSWR(id === null ? null : giftCardPaths.design(id), readDesign, { revalidateOnFocus: false });

/** Keyed by the user, so two accounts on one browser never share a list. */
export const ordersPath = (userId: number) => `${giftCardPaths.orders}?${new URLSearchParams({ user_id: String(userId) }).toString()}`;
export const useGiftCardOrders = (userId: number | null) => useSWR(userId === null ? null : ordersPath(userId), readOrders);

/** `locale` is the page's: the recipient's code and PIN e-mail speaks it. */
export async function createGiftCardOrder(userId: number, choice: GiftCardChoice, idempotencyKey: string, locale: Locale): Promise<PlacedGiftCardOrder> {
  return (await apiRequest(giftCardPaths.orders, placedGiftCardOrderSchema, formBody({ user_id: userId, ...choice, idempotency_key: idempotencyKey, locale }))).data;
}

export async function payGiftCardOrder(userId: number, orderId: number): Promise<PlacedGiftCardOrder> {
  return (await apiRequest(giftCardPaths.pay(orderId), placedGiftCardOrderSchema, formBody({ user_id: userId }))).data;
}

export async function verifyGiftCardPayment(userId: number, orderId: number, response: PaymentResponse): Promise<GiftCardOrder> {
  return (await apiRequest(giftCardPaths.verifyPayment, giftCardOrderSchema, formBody({ user_id: userId, order_id: orderId, ...response }))).data;
}

export async function redeemGiftCard(userId: number, code: string, pin: string): Promise<Redeemed> {
  return (await apiRequest(giftCardPaths.redeem, redeemedSchema, formBody({ user_id: userId, code, pin }))).data;
}

/** Re-sends a card: the recipient gets a new code and PIN, the old ones stop working. Resolves with the server's message. */
export async function resendGiftCard(userId: number, orderId: number): Promise<string> {
  return (await apiRequest(giftCardPaths.resend(orderId), z.unknown(), formBody({ user_id: userId }))).message;
}
