/** Delivery is a service taxed at 18 %, whatever the goods. */
export const DELIVERY_GST_RATE = 18;

export interface GstSplit {
  taxable_paise: number;
  gst_paise: number;
}

/**
 * Prices include GST: the taxable value is the amount taken back out of the
 * rate, rounded to the paisa, and the tax is the rest, so taxable + GST is
 * always exactly what the shopper pays.
 */
export function gstIncluded(amountPaise: number, ratePercent: number): GstSplit {
  const taxable = Math.round((amountPaise * 100) / (100 + ratePercent));
  return { taxable_paise: taxable, gst_paise: amountPaise - taxable };
}
