/**
 * The seller's particulars printed on every tax invoice (CGST Rule 46). They
 * are a constant module rather than an editable setting on purpose: the
 * GSTIN and state decide CGST + SGST versus IGST, and changing them under
 * already-issued invoices would rewrite history.
 */
export const SELLER = {
  // The same registration the storefront's footer shows (the demo shop's business details): a firm, as the PAN's fourth letter says.
  name: 'Circuit Bazaar Retail LLP',
  address: 'Shop 12, Sai Plaza, Sinhagad Road, Anand Nagar, Pune, Maharashtra 411051',
  gstin: '27AAKFC4821M1Z3',
  pan: 'AAKFC4821M',
  /** The state code of schemas/api/india.ts; its GST code is the GSTIN's first two digits. */
  stateCode: 'MH',
  gstStateCode: '27',
} as const;
