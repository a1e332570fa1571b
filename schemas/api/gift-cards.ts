import * as z from 'zod/mini';
import { localeFieldSchema } from '../locale';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { gatewayCheckoutSchema, verifyPaymentFormSchema } from './checkout';
import { emailSchema } from './identity';

/** Gift cards (issue 6 §2): designs, buying one through the card gateway, the buyer's list, redeeming into the wallet. */

export const giftCardPaths = {
  designs: 'website/gift-cards/designs',
  design: (id: number) => `website/gift-cards/designs/${id}`,
  orders: 'website/gift-cards/orders',
  /** A new payment attempt for a gift card order still awaiting payment. */
  pay: (id: number) => `website/gift-cards/orders/${id}/pay`,
  verifyPayment: 'website/gift-cards/verify-payment',
  redeem: 'website/gift-cards/redeem',
  /** The buyer re-sends a card: a new code and PIN go to the recipient, the old ones stop working. */
  resend: (id: number) => `website/gift-cards/orders/${id}/resend`,
} as const;

export const GIFT_CARD_RULES = {
  minPaise: 500_00,
  maxPaise: 1_00_000_00,
  messageMax: 200,
  nameMax: 80,
  /** Wrong codes or PINs a shopper may enter per hour. */
  wrongTriesPerHour: 5,
} as const;

export const GIFT_CARD_MESSAGES = {
  amountRange: 'Choose an amount from ₹500 to ₹1,00,000',
  amountWhole: 'Enter the amount in whole rupees',
  recipientName: "Enter the recipient's name",
  messageLength: `Keep the message to ${GIFT_CARD_RULES.messageMax} characters`,
  codeFormat: 'Enter the 16-character code from the e-mail',
  pinFormat: 'Enter the 6-digit PIN',
  wrongCodeOrPin: 'The code or PIN is not right',
  alreadyRedeemed: 'This gift card has already been used',
  designNotFound: 'Gift card design not found',
  orderNotFound: 'Gift card order not found',
  alreadyPaid: 'This gift card is already paid',
  notPaidYet: 'This gift card is not paid yet',
  resent: 'A new code and PIN are on their way to the recipient. The earlier ones no longer work.',
  verificationFailed: 'Payment verification failed',
  tooManyTries: (minutes: number) => `Too many wrong tries. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

const M = GIFT_CARD_MESSAGES;

/** Two colours the card art is drawn with (a gradient), as #rrggbb. */
const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));
// An array of exactly two read as a pair (rather than z.tuple, which would add to zod's core that every page loads).
export const giftCardColorsSchema = z.pipe(
  z.array(hexColour).check(z.length(2)),
  z.transform((pair: string[]): readonly [string, string] => [pair[0] ?? '', pair[1] ?? '']),
);

export const giftCardDesignSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  occasion: z.string(),
  description: z.string(),
  colors: giftCardColorsSchema,
  denominations: z.array(z.int()),
  min_paise: z.int(),
  max_paise: z.int(),
});
export type GiftCardDesign = z.output<typeof giftCardDesignSchema>;

export const amountPaiseSchema = z.int().check(
  z.gte(GIFT_CARD_RULES.minPaise, M.amountRange),
  z.lte(GIFT_CARD_RULES.maxPaise, M.amountRange),
  z.refine((paise: number) => paise % 100 === 0, M.amountWhole),
);

const recipientNameSchema = z.string().check(z.trim(), z.minLength(1, M.recipientName), z.maxLength(GIFT_CARD_RULES.nameMax, M.recipientName));
const messageSchema = z._default(z.string().check(z.trim(), z.maxLength(GIFT_CARD_RULES.messageMax, M.messageLength)), '');

/** What the shopper chose on the design page; kept in sessionStorage until checkout. */
export const giftCardChoiceSchema = z.object({
  design_id: z.int().check(z.positive()),
  amount_paise: amountPaiseSchema,
  recipient_name: recipientNameSchema,
  recipient_email: emailSchema,
  message: messageSchema,
});
export type GiftCardChoice = z.output<typeof giftCardChoiceSchema>;

/** POST orders (form fields). */
export const giftCardOrderFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  design_id: wholeNumber('design_id', 1, MAX_INT4),
  amount_paise: z.pipe(wholeNumber('amount_paise', 1, MAX_INT4), amountPaiseSchema),
  recipient_name: recipientNameSchema,
  recipient_email: emailSchema,
  message: messageSchema,
  idempotency_key: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency_key is not valid')),
  /** The buyer's page's language: the recipient's code and PIN e-mail speaks it. */
  locale: localeFieldSchema,
});

export const giftCardOwnerQuerySchema = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });

/** The buyer sees where the card is; "sent" once paid (the e-mail goes out at once). */
export const GIFT_CARD_STATUSES = ['awaiting_payment', 'sent', 'redeemed', 'cancelled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  sent: 'Paid and sent',
  redeemed: 'Redeemed',
  cancelled: 'Cancelled',
};

export const giftCardOrderSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  /** slug picks the card's artwork, as on the designs page. */
  design: z.object({ id: z.int(), slug: z.string(), name: z.string(), colors: giftCardColorsSchema }),
  amount_paise: z.int(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  message: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  /** 'XXXX-XXXX-XXXX-1234' once issued: the full code only ever travels in the recipient's e-mail. */
  code_masked: z.nullable(z.string()),
  created_at: z.string(),
});
export type GiftCardOrder = z.output<typeof giftCardOrderSchema>;

/** POST orders and POST orders/{id}/pay: the order and the payment to open. */
export const placedGiftCardOrderSchema = z.object({ order: giftCardOrderSchema, payment: gatewayCheckoutSchema });
export type PlacedGiftCardOrder = z.output<typeof placedGiftCardOrderSchema>;

export const giftCardPayFormSchema = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });

/** POST verify-payment: the checkout's fields, with the gift card order's id as order_id. */
export const giftCardVerifyFormSchema = verifyPaymentFormSchema;

export const redeemFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  code: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{4}(-?[A-Za-z0-9]{4}){3}$/, M.codeFormat)),
  pin: z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, M.pinFormat)),
});

export const redeemedSchema = z.object({ amount_paise: z.int(), balance_paise: z.int() });
export type Redeemed = z.output<typeof redeemedSchema>;
