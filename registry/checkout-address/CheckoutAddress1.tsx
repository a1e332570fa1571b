import type { CheckoutAddress1Props } from '../../schemas/sections/checkout';
import { useCheckoutView } from '../../src/features/checkout/CheckoutContext';
import { CheckoutCard, CheckoutPending } from '../../src/features/checkout/parts/CheckoutCard';
import { ADD_ADDRESS_PATH } from '../../src/features/checkout/parts/address-text';
import { ButtonLink } from '../../src/ui/Button';
import { useT } from '../../src/i18n/useT';
import { AddressOptions } from './parts/AddressOptions';
import styles from './CheckoutAddress.module.css';

/** Every address as a radio card, the default first, and a way to add another. */
export default function CheckoutAddress1(props: CheckoutAddress1Props) {
  const { addresses, selection, actions } = useCheckoutView();
  const t = useT();
  return (
    <CheckoutCard title={props.title}>
      {addresses === undefined ? (
        <CheckoutPending label={t('checkout.loadingAddresses')} />
      ) : addresses.length === 0 ? (
        <p className={styles.empty}>{props.empty_text}</p>
      ) : (
        <AddressOptions
          legend={props.title}
          addresses={addresses}
          selectedId={selection.address?.id ?? null}
          showMobile={props.show_mobile}
          onSelect={actions.selectAddress}
        />
      )}
      <ButtonLink variant="secondary" to={ADD_ADDRESS_PATH} className={styles.add}>
        {props.add_label}
      </ButtonLink>
    </CheckoutCard>
  );
}
