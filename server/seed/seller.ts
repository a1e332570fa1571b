/**
 * The seller's particulars printed on every tax invoice (CGST Rule 46). They
 * are a constant module rather than an editable setting on purpose: the
 * GSTIN and state decide CGST + SGST versus IGST, and changing them under
 * already-issued invoices would rewrite history.
 */
export const SELLER = {
  name: 'Circuit Bazaar Retail Private Limited',
  address: 'Unit 402, Baner Business Bay, Baner Road, Baner, Pune, Maharashtra 411045',
  gstin: '27AAKCC1234M1Z5',
  pan: 'AAKCC1234M',
  /** The state code of schemas/api/india.ts; its GST code is the GSTIN's first two digits. */
  stateCode: 'MH',
  gstStateCode: '27',
} as const;
