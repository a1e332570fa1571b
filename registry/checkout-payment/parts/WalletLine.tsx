import { useId } from 'react';
import { useFormat } from '../../../src/i18n/useFormat';
import { useT } from '../../../src/i18n/useT';
import styles from './Payment.module.css';

interface Props {
  balancePaise: number;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** The wallet balance, applied before any method; the wallet arrives in a later issue, so it is ₹0.00 and disabled until then. */
export function WalletLine({ balancePaise, checked, onChange }: Props) {
  const id = useId();
  const empty = balancePaise <= 0;
  const t = useT();
  const { money } = useFormat();
  return (
    <div className={styles.wallet}>
      <input id={id} type="checkbox" checked={checked && !empty} disabled={empty} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        {t('checkout.useWallet')} <span className={styles.balance}>{t('checkout.walletBalance', { amount: money(balancePaise) })}</span>
      </label>
    </div>
  );
}
