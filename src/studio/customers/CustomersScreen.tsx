import { useId, useState } from 'react';
import { customerSearchPath } from '../../../schemas/api/customer-desk';
import type { StudioSession } from '../../../schemas/api/studio';
import { formatMobile } from '../../features/addresses/address-text';
import { useDebouncedValue } from '../../features/search/useDebouncedValue';
import { formatCount, formatShopDay } from '../../ui/format';
import { Pager } from '../Pager';
import { CustomerPage } from './CustomerPage';
import { useCustomerSearch } from './customers-api';
import { useIdParam } from './location';
import { WalletLimitPanel } from './WalletLimitPanel';
import styles from './Customers.module.css';
import { Loaded } from '../desk/Loaded';

/** Typing searches once the typing pauses, not on every key. */
const TYPING_PAUSE_MS = 250;

/**
 * Customers: find a shopper by phone, e-mail or name, then their page
 * (?customer=12): orders, addresses, wallet, gift cards, referrals and
 * tickets, with support's actions for roles that hold customers.write.
 */
export function CustomersScreen({ session }: { session: StudioSession }) {
  const [open, setOpen] = useIdParam('customer');
  if (open !== null) return <CustomerPage key={open} id={open} session={session} onBack={() => setOpen(null)} onOpen={setOpen} />;
  return <CustomerSearch session={session} onOpen={setOpen} />;
}

function CustomerSearch({ session, onOpen }: { session: StudioSession; onOpen: (id: number) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const results = useCustomerSearch(customerSearchPath({ q, page }));

  return (
    <div className={`st-desk ${styles.screen}`}>
      <header className={styles.head}>
        <div>
          <h1 className="st-h1">Customers</h1>
          <p className="st-muted">Find a shopper by the phone number they call from, their e-mail or their name, and see everything the shop holds about them.</p>
          <WalletLimitPanel canSet={session.permissions.includes('staff.manage')} />
        </div>
      </header>

      <div className={styles.search} role="search" aria-label="Find customers">
        <div className="st-field">
          <label htmlFor={`${id}-q`}>Find a customer</label>
          <input
            id={`${id}-q`}
            type="search"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            placeholder="98765 43210, asha@…, Asha Rao"
            aria-describedby={`${id}-help`}
            onChange={(event) => {
              setTyped(event.target.value);
              setPage(1);
            }}
          />
          <p className="st-muted" id={`${id}-help`}>
            A phone number (with or without +91), part of an e-mail, words of a name, or a customer number. Empty: the newest customers.
          </p>
        </div>
      </div>

      <Loaded read={results} failed="Customers could not be searched" loading="Loading customers" lines={6} empty={(data) => (data.rows.length === 0 ? (q ? `No customer matches “${q}”. Check the number, or try part of the e-mail or the surname.` : "No customers yet.") : null)}>
        {(data) => (
          <>
            <div className="st-table-wrap">
              <table className={`st-table ${styles.table}`}>
                <caption className="st-visually-hidden">{q ? `Customers matching “${q}”, the most recently signed in first` : 'Customers, newest first'}</caption>
                <thead>
                  <tr>
                    <th scope="col">Customer</th>
                    <th scope="col">Phone</th>
                    <th scope="col" className={styles.number}>
                      Orders
                    </th>
                    <th scope="col">Customer since</th>
                    <th scope="col">Last sign-in</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <button type="button" className={styles.name} onClick={() => onOpen(row.id)}>
                          {row.name}
                        </button>
                        <span className={styles.sub}>{row.email ?? 'No e-mail'}</span>
                        {row.disabled && <span className={`st-badge st-badge--danger ${styles.disabledBadge}`}>Disabled</span>}
                      </th>
                      <td data-label="Phone">{row.mobile ? formatMobile(row.mobile) : '—'}</td>
                      <td data-label="Orders" className={styles.number}>
                        {formatCount(row.order_count)}
                      </td>
                      <td data-label="Customer since">{formatShopDay(row.joined_at)}</td>
                      <td data-label="Last sign-in">{formatShopDay(row.last_sign_in_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.page} pageSize={data.page_size} total={data.total} capped={data.total_capped} noun="customers" onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}
