/** The browser side of card payments: the gateway's script and its modal. */
export { loadCheckoutScript, SCRIPT_LOAD_FAILED } from './load-script';
export { openRazorpay, PAYMENT_MESSAGES, paymentResponseSchema, type PaymentResponse, type RazorpayResult } from './open';
