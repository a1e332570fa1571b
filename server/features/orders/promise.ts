/*
 * The delivery promise: the PIN's delivery days counted from the day the
 * order was placed in India (UTC+05:30, no daylight saving), so an order at
 * 00:10 IST counts from that day even though it is still yesterday in UTC.
 * A calendar day, written YYYY-MM-DD: the order page shows it as a day, never
 * as an instant a browser elsewhere could move.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function promisedDeliveryDate(placedAt: Date, deliveryDays: number): string {
  const placedDayInIndia = Math.floor((placedAt.getTime() + IST_OFFSET_MS) / DAY_MS);
  return new Date((placedDayInIndia + deliveryDays) * DAY_MS).toISOString().slice(0, 10);
}
