import type { PaymentsConfig } from '../../env';
import type { PaymentGateway } from './gateway';
import { localGateway, type CapturedPayment, type LocalGateway, type SendWebhook } from './local/gateway';
import { razorpayGateway } from './razorpay';

// The local gateway's test keys. Public on purpose: it only ever runs outside production (server/env.ts refuses otherwise).
const LOCAL_KEY_ID = 'rzp_test_local';
const LOCAL_KEY_SECRET = 'local-gateway-test-secret';
export const LOCAL_WEBHOOK_SECRET = 'local-gateway-webhook-secret';

export type ShopGateway = (PaymentGateway & { kind: 'razorpay' }) | LocalGateway;

/**
 * Razorpay when its keys are set; otherwise the local test gateway, whose
 * webhooks `sendWebhook` delivers and which recalls payments captured before
 * a restart through `recallPayment`.
 */
export function paymentGatewayFor(
  payments: PaymentsConfig,
  sendWebhook: SendWebhook,
  recallPayment?: (paymentId: string) => Promise<CapturedPayment | null>,
): ShopGateway {
  const { razorpayKeyId, razorpayKeySecret, webhookSecret } = payments;
  if (razorpayKeyId && razorpayKeySecret) {
    const real = razorpayGateway({ keyId: razorpayKeyId, keySecret: razorpayKeySecret, webhookSecret: webhookSecret ?? '' });
    return { ...real, kind: 'razorpay' };
  }
  return localGateway({
    keyId: LOCAL_KEY_ID,
    keySecret: LOCAL_KEY_SECRET,
    webhookSecret: webhookSecret ?? LOCAL_WEBHOOK_SECRET,
    baseUrl: '/gateway',
    sendWebhook,
    ...(recallPayment ? { recallPayment } : {}),
  });
}
