import { CHECKOUT_RULES, type PaymentMethodCode, type Quote } from '../../../schemas/api/checkout';
import type { Translate } from '../../i18n/useT';

export interface MethodAvailability {
  allowed: boolean;
  /** Why not, in the page's language (the server's refusal as it wrote it); '' when allowed. */
  reason: string;
}

/**
 * Which payment methods the quote allows, and why not. The quote carries the
 * refusal of the method it was priced for only (cod_refusal is part
 * payment's when priced for part payment), so the other method's refusal is
 * worked out from the same figures the server used.
 */
export function paymentAvailability(quote: Quote, t: Translate, money: (paise: number) => string): Record<PaymentMethodCode, MethodAvailability> {
  const p = quote.payment;
  const payable = p.online_now_paise + p.on_delivery_paise;
  // COD refused although the amount is within the limit: the PIN takes no cash, so no part payment either.
  const pinRefused = !p.cod_allowed && payable <= p.cod_limit_paise;
  const pin = quote.delivery.pin;
  const codReason =
    p.method !== 'part' && p.cod_refusal !== ''
      ? p.cod_refusal
      : payable > p.cod_limit_paise
        ? t('checkout.codUpTo', { amount: money(p.cod_limit_paise) })
        : t('checkout.codNotForPin', { pin });
  let part: MethodAvailability;
  if (p.method === 'part') part = { allowed: p.cod_refusal === '', reason: p.cod_refusal };
  else if (pinRefused) part = { allowed: false, reason: t('checkout.partNotForPin', { pin }) };
  else if (p.part_min_advance_paise > p.part_max_advance_paise) part = { allowed: false, reason: t('checkout.partAbove', { amount: money(CHECKOUT_RULES.partMinAdvancePaise + 100) }) };
  else part = { allowed: true, reason: '' };
  return {
    online: { allowed: true, reason: '' },
    cod: p.cod_allowed ? { allowed: true, reason: '' } : { allowed: false, reason: codReason },
    part,
  };
}
