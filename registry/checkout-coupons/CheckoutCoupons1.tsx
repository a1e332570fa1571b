import type { CheckoutCoupons1Props } from '../../schemas/sections/checkout';
import { CheckoutCard } from '../../src/features/checkout/parts/CheckoutCard';
import { CouponCodeBox } from './parts/CouponCodeBox';
import { CouponList } from './parts/CouponList';

/** The code box with every live coupon listed under it. */
export default function CheckoutCoupons1(props: CheckoutCoupons1Props) {
  return (
    <CheckoutCard title={props.title}>
      <CouponCodeBox label={props.code_label} applyLabel={props.apply_label} />
      <CouponList showInapplicable={props.show_inapplicable} />
    </CheckoutCard>
  );
}
