/**
 * Splits what the shopper paid for each line into taxable value and GST.
 * Catalogue prices include GST, so the tax is carved out of the price:
 * taxable = round(gross × 100 / (100 + rate)), tax = gross − taxable, which
 * keeps every line (and so the invoice) adding up to exactly what was charged.
 */

export interface TaxableLine {
  description: string;
  hsn_code: string;
  qty: number;
  unit_price_paise: number;
  discount_paise: number;
  gst_rate: number;
}

export interface SplitLine extends TaxableLine {
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface SplitTotals {
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/** Delivery is a service (SAC 9965, goods transport) taxed at 18%. */
export const DELIVERY_HSN = '9965';
export const DELIVERY_GST_RATE = 18;

export function splitLine(line: TaxableLine, intraState: boolean): SplitLine {
  const gross = line.qty * line.unit_price_paise - line.discount_paise;
  const taxable = Math.round((gross * 100) / (100 + line.gst_rate));
  const tax = gross - taxable;
  // Intra-state tax is halved between the centre and the state; an odd paisa goes to CGST.
  const sgst = intraState ? Math.floor(tax / 2) : 0;
  const cgst = intraState ? tax - sgst : 0;
  return { ...line, taxable_paise: taxable, cgst_paise: cgst, sgst_paise: sgst, igst_paise: intraState ? 0 : tax, total_paise: gross };
}

export function sumLines(lines: readonly SplitLine[]): SplitTotals {
  const sum = (pick: (l: SplitLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  return {
    taxable_paise: sum((l) => l.taxable_paise),
    cgst_paise: sum((l) => l.cgst_paise),
    sgst_paise: sum((l) => l.sgst_paise),
    igst_paise: sum((l) => l.igst_paise),
    total_paise: sum((l) => l.total_paise),
  };
}
