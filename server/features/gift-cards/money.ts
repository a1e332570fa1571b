const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹1,000 or ₹1,250.50 for e-mails (the storefront formats with src/ui/format.ts). */
export function formatRupees(paise: number): string {
  return RUPEES.format(paise / 100);
}
