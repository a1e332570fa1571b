const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise as the shopper reads rupees in a message: 200000 → ₹2,000.00 (the storefront's formatPaise, server side). */
export function formatRupees(paise: number): string {
  return inr.format(paise / 100);
}
