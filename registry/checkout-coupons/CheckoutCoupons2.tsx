import { useState } from 'react';
import type { CheckoutCoupons2Props } from '../../schemas/sections/checkout';
import { useCheckoutView } from '../../src/features/checkout/CheckoutContext';
import { CheckoutCard } from '../../src/features/checkout/parts/CheckoutCard';
import { Button } from '../../src/ui/Button';
import { Dialog } from '../../src/ui/Dialog';
import { CouponCodeBox } from './parts/CouponCodeBox';
import { CouponList } from './parts/CouponList';

/** Just the code box; the offers open in a sheet, for pages that keep checkout short. */
export default function CheckoutCoupons2(props: CheckoutCoupons2Props) {
  const { coupons } = useCheckoutView();
  const [open, setOpen] = useState(false);
  const usable = coupons?.filter((c) => c.applicable).length ?? 0;
  return (
    <CheckoutCard
      title={props.title}
      aside={
        coupons !== undefined &&
        coupons.length > 0 && (
          <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
            {props.offers_label} ({usable})
          </Button>
        )
      }
    >
      <CouponCodeBox label={props.code_label} applyLabel={props.apply_label} />
      {open && (
        <Dialog title={props.title} onClose={() => setOpen(false)}>
          <CouponList showInapplicable={props.show_inapplicable} onApplied={() => setOpen(false)} />
        </Dialog>
      )}
    </CheckoutCard>
  );
}
