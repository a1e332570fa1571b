import { useState } from 'react';
import type { CheckoutAddress2Props } from '../../schemas/sections/checkout';
import { useCheckoutView } from '../../src/features/checkout/CheckoutContext';
import { CheckoutCard, CheckoutPending } from '../../src/features/checkout/parts/CheckoutCard';
import { ADD_ADDRESS_PATH, addressLine } from '../../src/features/checkout/parts/address-text';
import { Button, ButtonLink } from '../../src/ui/Button';
import { Dialog } from '../../src/ui/Dialog';
import { useT } from '../../src/i18n/useT';
import { AddressOptions } from './parts/AddressOptions';
import styles from './CheckoutAddress.module.css';

/** The chosen address in one line, with "Change" opening a sheet of the others. */
export default function CheckoutAddress2(props: CheckoutAddress2Props) {
  const { addresses, selection, actions } = useCheckoutView();
  const t = useT();
  const [open, setOpen] = useState(false);
  const chosen = selection.address;
  const canChange = addresses !== undefined && addresses.length > 0;
  return (
    <CheckoutCard
      title={props.title}
      aside={
        canChange && (
          <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
            {props.change_label}
          </Button>
        )
      }
    >
      {addresses === undefined ? (
        <CheckoutPending label={t('checkout.loadingAddresses')} />
      ) : chosen ? (
        <p className={styles.compact}>
          <strong>{chosen.name}</strong> · {addressLine(chosen)}
        </p>
      ) : (
        <>
          <p className={styles.empty}>{props.empty_text}</p>
          <ButtonLink variant="secondary" to={ADD_ADDRESS_PATH} className={styles.add}>
            {props.add_label}
          </ButtonLink>
        </>
      )}
      {open && addresses && (
        <Dialog title={props.title} onClose={() => setOpen(false)}>
          <AddressOptions
            legend={props.title}
            addresses={addresses}
            selectedId={chosen?.id ?? null}
            showMobile
            onSelect={(id) => {
              actions.selectAddress(id);
              setOpen(false);
            }}
          />
          <ButtonLink variant="secondary" to={ADD_ADDRESS_PATH} className={styles.add}>
            {props.add_label}
          </ButtonLink>
        </Dialog>
      )}
    </CheckoutCard>
  );
}
