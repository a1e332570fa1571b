import * as z from 'zod/mini';
import { addressFormSchema } from '../../../schemas/api/addresses';
import { cartAddFormSchema, cartOwnerFormSchema, cartUpdateFormSchema } from '../../../schemas/api/cart';
import { productListQuerySchema, suggestionQuerySchema } from '../../../schemas/api/catalog';
import { checkoutFormSchema, placeOrderFormSchema, verifyPaymentFormSchema } from '../../../schemas/api/checkout';
import {
  categoryCreateSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
  collectionCreateSchema,
  collectionMembersUpdateSchema,
  collectionOrderSchema,
  collectionUpdateSchema,
} from '../../../schemas/api/collection-desk';
import { faqQuerySchema } from '../../../schemas/api/content';
import { couponCreateSchema, couponDeskQuerySchema, couponToggleSchema, couponUpdateSchema } from '../../../schemas/api/coupon-desk';
import { reportingApiBatchSchema, cspReportUriSchema } from '../../../schemas/api/csp-report';
import {
  accountSwitchSchema,
  customerSearchQuerySchema,
  pageQuerySchema,
  ticketQueueQuerySchema,
  ticketReplySchema,
  walletAdjustmentSchema,
  walletLimitInputSchema,
} from '../../../schemas/api/customer-desk';
import { dashboardQuerySchema } from '../../../schemas/api/dashboard';
import { giftCardOrderFormSchema, giftCardOwnerQuerySchema, giftCardPayFormSchema, giftCardVerifyFormSchema, redeemFormSchema } from '../../../schemas/api/gift-cards';
import { emailFormSchema, registerFormSchema, resetPasswordFormSchema, sessionFormSchema, verifyCodeFormSchema } from '../../../schemas/api/identity';
import { emptyBodySchema, orderCancelSchema, orderCodCollectedSchema, orderDeskQuerySchema, orderMoveSchema, orderRefundSchema } from '../../../schemas/api/order-desk';
import { adminOrderStatusFormSchema, cancelOrderFormSchema, orderListQuerySchema } from '../../../schemas/api/orders';
import { bulkPriceSchema, bulkStockSchema } from '../../../schemas/api/product-csv';
import { productDeskQuerySchema, productInputSchema, productUpdateSchema } from '../../../schemas/api/product-desk';
import { photoAltSchema, photoOrderSchema } from '../../../schemas/api/product-images';
import { profileFormSchema, profileSkipFormSchema } from '../../../schemas/api/profile';
import { pushTokenDeleteFormSchema, pushTokenFormSchema } from '../../../schemas/api/push';
import { cartRecommendationQuerySchema, productRecommendationQuerySchema, rulePreviewQuerySchema, ruleListUpdateSchema } from '../../../schemas/api/recommendations';
import { referralsQuerySchema } from '../../../schemas/api/referrals';
import {
  approveReturnSchema,
  bookPickupSchema,
  pickedUpSchema,
  receiveReturnSchema,
  refundReturnSchema,
  rejectReturnSchema,
  replaceReturnSchema,
  returnDeskQuerySchema,
} from '../../../schemas/api/return-desk';
import { adminReturnStatusFormSchema, returnFormSchema } from '../../../schemas/api/returns';
import { apiTokenCreateSchema, staffAcceptSchema, staffInviteSchema, staffUpdateSchema, totpCodeSchema } from '../../../schemas/api/staff';
import { stockAlertTargetSchema, subscribeFormSchema } from '../../../schemas/api/stock-alerts';
import { publishRequestSchema, rollbackRequestSchema, saveDraftSchema, studioLoginSchema } from '../../../schemas/api/studio';
import { ticketFormSchema, ticketOwnerSchema, ticketReplyFormSchema } from '../../../schemas/api/support';
import { walletQuerySchema } from '../../../schemas/api/wallet';
import { wishlistFormSchema, wishlistOwnerSchema } from '../../../schemas/api/wishlist';
import { uiConfigListSchema } from '../../../schemas/ui-config/entry';
import { LOCAL_WEBHOOK_SECRET } from '../../../server/features/payments/select';
import { hmacHex } from '../../../server/features/payments/signatures';
import { webhookEventSchema } from '../../../server/features/payments/webhook-payload';
import { businessUpdateSchema, moduleListUpdateSchema, themeUpdateSchema } from '../../../server/features/studio/setting-rules';

/**
 * What each route reads, where that is a shared schema: the fuzzer derives
 * valid-ish requests from it before bending them. A route missing here (or
 * reading a schema of its own) is still fuzzed, with generic hostile bodies
 * and queries; an entry naming a route the server no longer has fails the test.
 *
 * `reads`: 'fields' for the storefront's calls (a form, or a JSON object of
 * fields: server/http/form.ts), 'json' for the studio's (JSON only).
 */
export interface RouteInput {
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  reads: 'fields' | 'json';
  /** Headers that authenticate the body itself (a gateway's signature), sent with half the requests so they get past the check. */
  sign?: (rawBody: string) => Record<string, string>;
}

const fields = (body?: z.core.$ZodType, query?: z.core.$ZodType): RouteInput => ({ body, query, reads: 'fields' });
const json = (body?: z.core.$ZodType, query?: z.core.$ZodType): RouteInput => ({ body, query, reads: 'json' });

export const ROUTE_INPUTS: Readonly<Record<string, RouteInput>> = {
  // The storefront's calls (spec section 7): form fields.
  'GET /api/website/catalog/products': fields(undefined, productListQuerySchema),
  'GET /api/website/catalog/search/suggestions': fields(undefined, suggestionQuerySchema),
  'GET /api/website/catalog/recommendations': fields(undefined, z.union([productRecommendationQuerySchema, cartRecommendationQuerySchema])),
  'POST /api/website/user/session': fields(sessionFormSchema),
  'POST /api/website/user/send-otp-email': fields(emailFormSchema),
  'POST /api/website/user/forget-password-otp': fields(emailFormSchema),
  'POST /api/website/user/verify-email-otp': fields(verifyCodeFormSchema),
  'POST /api/website/user/register': fields(registerFormSchema),
  'POST /api/website/user/reset-password': fields(resetPasswordFormSchema),
  'PUT /api/website/user/profile': fields(profileFormSchema),
  'POST /api/website/user/profile/skip': fields(profileSkipFormSchema),
  'GET /api/website/cart/cart-items': fields(undefined, cartOwnerFormSchema),
  'POST /api/website/cart/add': fields(cartAddFormSchema),
  'PUT /api/website/cart/update-quantity': fields(cartUpdateFormSchema),
  'DELETE /api/website/cart/delete-item/:cartId': fields(cartOwnerFormSchema, cartOwnerFormSchema),
  'DELETE /api/website/cart/delete-all': fields(cartOwnerFormSchema, cartOwnerFormSchema),
  'GET /api/website/wishlist/wishlist-items': fields(undefined, wishlistOwnerSchema),
  'POST /api/website/wishlist/add-to-wishlist': fields(wishlistFormSchema),
  'DELETE /api/website/wishlist/remove-from-wishlist': fields(wishlistFormSchema, wishlistFormSchema),
  'POST /api/website/addresses': fields(addressFormSchema),
  'PUT /api/website/addresses/:id': fields(addressFormSchema),
  'POST /api/website/checkout/quote': fields(checkoutFormSchema),
  'POST /api/website/checkout/place-order': fields(placeOrderFormSchema),
  'POST /api/website/checkout/verify-payment': fields(verifyPaymentFormSchema),
  'POST /api/webhooks/razorpay': { ...json(webhookEventSchema), sign: (raw) => ({ 'x-razorpay-signature': hmacHex(LOCAL_WEBHOOK_SECRET, raw) }) },
  'GET /api/website/orders': fields(undefined, orderListQuerySchema),
  'POST /api/website/orders/:id/cancel': fields(cancelOrderFormSchema),
  'POST /api/website/returns': fields(returnFormSchema),
  'GET /api/website/wallet': fields(undefined, walletQuerySchema),
  'GET /api/website/referrals': fields(undefined, referralsQuerySchema),
  'POST /api/website/support/tickets': fields(ticketFormSchema),
  'GET /api/website/support/tickets': fields(undefined, ticketOwnerSchema),
  'GET /api/website/support/tickets/:number': fields(undefined, ticketOwnerSchema),
  'POST /api/website/support/tickets/:number/messages': fields(ticketReplyFormSchema),
  'GET /api/website/faqs': fields(undefined, faqQuerySchema),
  'POST /api/website/push/tokens': fields(pushTokenFormSchema),
  'DELETE /api/website/push/tokens': fields(pushTokenDeleteFormSchema, pushTokenDeleteFormSchema),
  'GET /api/website/gift-cards/orders': fields(undefined, giftCardOwnerQuerySchema),
  'POST /api/website/gift-cards/orders': fields(giftCardOrderFormSchema),
  'POST /api/website/gift-cards/orders/:id/pay': fields(giftCardPayFormSchema),
  'POST /api/website/gift-cards/orders/:id/resend': fields(giftCardPayFormSchema),
  'POST /api/website/gift-cards/verify-payment': fields(giftCardVerifyFormSchema),
  'POST /api/website/gift-cards/redeem': fields(redeemFormSchema),
  'GET /api/website/stock-alerts': fields(undefined, stockAlertTargetSchema),
  'POST /api/website/stock-alerts': fields(subscribeFormSchema),
  'POST /api/csp-report': json(z.union([cspReportUriSchema, reportingApiBatchSchema])),
  'POST /api/admin/orders/:id/status': fields(adminOrderStatusFormSchema),
  'POST /api/admin/returns/:id/status': fields(adminReturnStatusFormSchema),

  // The spec's admin API and the studio: JSON.
  'PUT /api/admin/ui-configurations': json(uiConfigListSchema),
  'PUT /api/admin/ui-configurations/website-page/:page': json(uiConfigListSchema),
  'PUT /api/admin/configuration': json(moduleListUpdateSchema),
  'PUT /api/admin/theme-config': json(themeUpdateSchema),
  'PUT /api/admin/business-details': json(businessUpdateSchema),
  'POST /api/admin/studio/session': json(studioLoginSchema),
  'PUT /api/admin/studio/configs/:key/draft': json(saveDraftSchema),
  'POST /api/admin/studio/configs/:key/publish': json(publishRequestSchema),
  'POST /api/admin/studio/configs/:key/rollback': json(rollbackRequestSchema),
  'POST /api/admin/studio/staff/invitations': json(staffInviteSchema),
  'POST /api/admin/studio/staff/invitations/accept': json(staffAcceptSchema),
  'PATCH /api/admin/studio/staff/:id': json(staffUpdateSchema),
  'POST /api/admin/studio/staff/totp/confirm': json(totpCodeSchema),
  'DELETE /api/admin/studio/staff/totp': json(totpCodeSchema),
  'POST /api/admin/studio/staff/tokens': json(apiTokenCreateSchema),
  'GET /api/admin/studio/products': json(undefined, productDeskQuerySchema),
  'POST /api/admin/studio/products': json(productInputSchema),
  'PUT /api/admin/studio/products/:id': json(productUpdateSchema),
  'GET /api/admin/studio/products/export.csv': json(undefined, productDeskQuerySchema),
  'POST /api/admin/studio/products/bulk-price': json(bulkPriceSchema),
  'POST /api/admin/studio/products/bulk-stock': json(bulkStockSchema),
  'PUT /api/admin/studio/products/:id/images/order': json(photoOrderSchema),
  'PATCH /api/admin/studio/products/:id/images/:image_id': json(photoAltSchema),
  'POST /api/admin/studio/categories': json(categoryCreateSchema),
  'PUT /api/admin/studio/categories/order': json(categoryOrderSchema),
  'PATCH /api/admin/studio/categories/:id': json(categoryUpdateSchema),
  'POST /api/admin/studio/collections': json(collectionCreateSchema),
  'PUT /api/admin/studio/collections/order': json(collectionOrderSchema),
  'PATCH /api/admin/studio/collections/:id': json(collectionUpdateSchema),
  'PUT /api/admin/studio/collections/:id/products': json(collectionMembersUpdateSchema),
  'PUT /api/admin/recommendation-rules': json(ruleListUpdateSchema),
  'GET /api/admin/recommendation-rules/preview': json(undefined, rulePreviewQuerySchema),
  'PUT /api/admin/studio/recommendation-rules': json(ruleListUpdateSchema),
  'GET /api/admin/studio/recommendation-rules/preview': json(undefined, rulePreviewQuerySchema),
  'GET /api/admin/studio/coupons': json(undefined, couponDeskQuerySchema),
  'POST /api/admin/studio/coupons': json(couponCreateSchema),
  'PUT /api/admin/studio/coupons/:id': json(couponUpdateSchema),
  'POST /api/admin/studio/coupons/:id/pause': json(couponToggleSchema),
  'POST /api/admin/studio/coupons/:id/resume': json(couponToggleSchema),
  'GET /api/admin/studio/dashboard': json(undefined, dashboardQuerySchema),
  'GET /api/admin/studio/customers': json(undefined, customerSearchQuerySchema),
  'PUT /api/admin/studio/customers/wallet-limit': json(walletLimitInputSchema),
  'GET /api/admin/studio/customers/:id/orders': json(undefined, pageQuerySchema),
  'GET /api/admin/studio/customers/:id/wallet': json(undefined, pageQuerySchema),
  'POST /api/admin/studio/customers/:id/wallet': json(walletAdjustmentSchema),
  'POST /api/admin/studio/customers/:id/disable': json(accountSwitchSchema),
  'POST /api/admin/studio/customers/:id/enable': json(accountSwitchSchema),
  'GET /api/admin/studio/tickets': json(undefined, ticketQueueQuerySchema),
  'POST /api/admin/studio/tickets/:id/replies': json(ticketReplySchema),
  'GET /api/admin/studio/orders': json(undefined, orderDeskQuerySchema),
  'GET /api/admin/studio/orders/export.csv': json(undefined, orderDeskQuerySchema),
  'POST /api/admin/studio/orders/:id/move': json(orderMoveSchema),
  'POST /api/admin/studio/orders/:id/cancel': json(orderCancelSchema),
  'POST /api/admin/studio/orders/:id/cod-collected': json(orderCodCollectedSchema),
  'POST /api/admin/studio/orders/:id/refunds': json(orderRefundSchema),
  'POST /api/admin/studio/orders/:id/invoice-email': json(emptyBodySchema),
  'GET /api/admin/studio/returns': json(undefined, returnDeskQuerySchema),
  'POST /api/admin/studio/returns/:id/approve': json(approveReturnSchema),
  'POST /api/admin/studio/returns/:id/reject': json(rejectReturnSchema),
  'POST /api/admin/studio/returns/:id/pickup': json(bookPickupSchema),
  'POST /api/admin/studio/returns/:id/picked-up': json(pickedUpSchema),
  'POST /api/admin/studio/returns/:id/receive': json(receiveReturnSchema),
  'POST /api/admin/studio/returns/:id/refund': json(refundReturnSchema),
  'POST /api/admin/studio/returns/:id/replace': json(replaceReturnSchema),
};
