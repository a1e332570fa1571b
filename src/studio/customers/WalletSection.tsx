import { useState } from 'react';
import { WALLET_KIND_LABELS, WALLET_PAGE_SIZE } from '../../../schemas/api/wallet';
import { formatPaise, formatShopMoment } from '../../ui/format';
import { Pager } from '../Pager';
import { useCustomerWallet } from './customers-api';
import { WalletAdjustForm } from './WalletAdjustForm';
import styles from './Customers.module.css';
import { Loaded } from '../desk/Loaded';

interface Props {
  id: number;
  name: string;
  /** customers.write: support adjusts within the limit. */
  canWrite: boolean;
  /** The owner: not held to the limit. */
  canExceed: boolean;
}

/** The wallet as the customer sees it (balance and ledger, newest first), and support's adjustment form. */
export function WalletSection({ id, name, canWrite, canExceed }: Props) {
  const [page, setPage] = useState(1);
  const wallet = useCustomerWallet(id, page);
  const data = wallet.data;
  return (
    <section className={styles.section} aria-labelledby="customer-wallet">
      <div className={styles.sectionHead}>
        <h2 className="st-h2" id="customer-wallet">
          Wallet
        </h2>
        {data && <span className={styles.balance}>{`Balance ${formatPaise(data.balance_paise)}`}</span>}
      </div>
      <Loaded read={wallet} failed="The wallet could not be loaded" loading="Loading the wallet" lines={3}>
        {(data) => (
          <>
            {canWrite && (
              <WalletAdjustForm
                id={id}
                name={name}
                balancePaise={data.balance_paise}
                limitPaise={data.support_limit_paise}
                canExceed={canExceed}
                onAdjusted={() => setPage(1)}
              />
            )}
            {data.entries.length === 0 ? (
              <p className="st-muted">Nothing has moved through this wallet yet.</p>
            ) : (
              <>
                <div className="st-table-wrap">
                  <table className={`st-table ${styles.table}`}>
                    <caption className="st-visually-hidden">Wallet ledger, newest first</caption>
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">What</th>
                        <th scope="col" className={styles.number}>
                          Amount
                        </th>
                        <th scope="col" className={styles.number}>
                          Balance after
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.entries.map((entry) => (
                        <tr key={entry.id}>
                          <th scope="row">{formatShopMoment(entry.created_at)}</th>
                          <td data-label="What">
                            {entry.description || WALLET_KIND_LABELS[entry.kind]}
                            {entry.description && <span className={styles.sub}>{WALLET_KIND_LABELS[entry.kind]}</span>}
                          </td>
                          <td data-label="Amount" className={`${styles.number} ${entry.amount_paise > 0 ? styles.credit : styles.debit}`}>
                            {entry.amount_paise > 0 ? `+${formatPaise(entry.amount_paise)}` : formatPaise(entry.amount_paise)}
                          </td>
                          <td data-label="Balance after" className={styles.number}>
                            {formatPaise(entry.balance_after_paise)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {data.page_count > 1 && <Pager page={data.page} pageSize={WALLET_PAGE_SIZE} total={data.total} noun="entries" onPage={setPage} />}
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
