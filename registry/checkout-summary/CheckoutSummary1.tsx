import type { CheckoutSummary1Props } from '../../schemas/sections/checkout';
import { SummaryCard } from './parts/SummaryCard';

/** Items, MRP savings, coupon, delivery, GST and the total payable, in one card. */
export default function CheckoutSummary1(props: CheckoutSummary1Props) {
  return <SummaryCard {...props} />;
}
