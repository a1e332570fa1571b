/**
 * Shop prices as Indian retailers print them: ₹499, ₹1,299, ₹29,999, ₹74,990.
 * Everything returns integer paise.
 */
export function shopPricePaise(rupees: number): number {
  const r = Math.max(99, rupees);
  let price: number;
  if (r < 1000) price = Math.ceil(r / 50) * 50 - 1;
  else if (r < 10_000) price = Math.round(r / 100) * 100 - 1;
  else {
    const thousands = Math.round(r / 1000);
    price = thousands * 1000 - (thousands % 3 === 0 ? 1 : 10);
  }
  return price * 100;
}

/**
 * The products table computes discount_percent as (mrp - price) * 100 in
 * 32-bit integers, which overflows past ₹2,14,748 off; stay well below.
 */
const MAX_DISCOUNT_RUPEES = 200_000;

/** An MRP `markup` (e.g. 1.25) above the price, rounded up to a printed-looking figure and always above it. */
export function mrpPaise(pricePaise: number, markup: number): number {
  const r = Math.min((pricePaise / 100) * markup, pricePaise / 100 + MAX_DISCOUNT_RUPEES);
  const step = r < 1000 ? 50 : r < 10_000 ? 100 : 1000;
  const mrp = (Math.ceil(r / step) * step - (step === 1000 ? 10 : 1)) * 100;
  return mrp > pricePaise ? mrp : pricePaise + step * 100;
}
