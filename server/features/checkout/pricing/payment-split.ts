import { CHECKOUT_RULES, type PaymentMethodCode, type Quote } from '../../../../schemas/api/checkout';
import type { Locale } from '../../../../schemas/locale';
import { t } from '../../../i18n/translate';
import { formatRupees } from '../rupees';

export interface SplitInput {
  method: PaymentMethodCode;
  /** Due after the wallet: what the methods share. */
  payable_paise: number;
  /** Part payment: the advance the shopper asked for (0: none chosen yet). */
  advance_paise: number;
  pin: string;
  cod_available: boolean;
  /** The shopper's language, for the refusals. */
  locale: Locale;
}

export interface Split {
  payment: Quote['payment'];
  /** Why the chosen method cannot be used at all (a blocker); null when it can. */
  refusal: string | null;
  /** Part payment: why the asked advance is outside its range; the quote clamps it, placing the order refuses it. */
  advance_refusal: string | null;
}

/** The advance range of part payment: at least the minimum and the share, and little enough that the rest stays within the COD limit; at most all but ₹1. */
export function partAdvanceRange(payable: number): { min: number; max: number } {
  const min = Math.max(
    CHECKOUT_RULES.partMinAdvancePaise,
    Math.ceil((payable * CHECKOUT_RULES.partMinSharePercent) / 100),
    payable - CHECKOUT_RULES.codLimitPaise,
  );
  return { min, max: payable - 100 };
}

export function advanceOutOfRange(range: { min: number; max: number }, locale: Locale): string {
  return t(locale, 'api.checkout.advanceRange', { min: formatRupees(range.min, locale), max: formatRupees(range.max, locale) });
}

function codRefusal(input: SplitInput): string {
  const { locale, pin } = input;
  if (!input.cod_available) return t(locale, 'api.checkout.codUnavailable', { pin });
  if (input.payable_paise > CHECKOUT_RULES.codLimitPaise) return t(locale, 'api.checkout.codLimit', { amount: formatRupees(CHECKOUT_RULES.codLimitPaise, locale) });
  return '';
}

function partRefusal(input: SplitInput, range: { min: number; max: number }): string {
  const { locale, pin } = input;
  if (!input.cod_available) return t(locale, 'api.checkout.partUnavailable', { pin });
  if (range.min > range.max) return t(locale, 'api.checkout.partMinimum', { amount: formatRupees(CHECKOUT_RULES.partMinAdvancePaise + 100, locale) });
  return '';
}

/**
 * How the payable amount is paid: all online now, all at the door, or an
 * advance now and the rest at the door. The quote clamps a part-payment
 * advance into its range (the slider shows the range); placing the order
 * refuses one outside it instead.
 */
export function splitPayment(input: SplitInput): Split {
  const payable = input.payable_paise;
  const range = partAdvanceRange(payable);
  const cod = codRefusal(input);
  const part = partRefusal(input, range);
  const base = {
    method: input.method,
    cod_allowed: cod === '',
    cod_refusal: input.method === 'part' ? part : cod,
    cod_limit_paise: CHECKOUT_RULES.codLimitPaise,
    part_min_advance_paise: range.min,
    part_max_advance_paise: range.max,
  };
  switch (input.method) {
    case 'online':
      return { payment: { ...base, online_now_paise: payable, on_delivery_paise: 0 }, refusal: null, advance_refusal: null };
    case 'cod':
      return { payment: { ...base, online_now_paise: 0, on_delivery_paise: payable }, refusal: cod || null, advance_refusal: null };
    case 'part': {
      if (part !== '') return { payment: { ...base, online_now_paise: payable, on_delivery_paise: 0 }, refusal: part, advance_refusal: null };
      const advance = Math.min(Math.max(input.advance_paise, range.min), range.max);
      const advanceRefusal = input.advance_paise === advance ? null : advanceOutOfRange(range, input.locale);
      return { payment: { ...base, online_now_paise: advance, on_delivery_paise: payable - advance }, refusal: null, advance_refusal: advanceRefusal };
    }
  }
}
