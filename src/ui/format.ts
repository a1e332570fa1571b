const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Paise to en-IN rupees: 12345600 → ₹1,23,456.00. */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}

/** Paise to whole en-IN rupees for tight spaces (banners, badges): ₹1,23,456. */
export function formatPaiseWhole(paise: number): string {
  return inrWhole.format(Math.round(paise / 100));
}
