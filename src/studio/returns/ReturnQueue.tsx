import { useId, useState, type KeyboardEvent } from 'react';
import { returnDeskListPath } from '../../../schemas/api/return-desk';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '../../../schemas/api/returns';
import { useDebouncedValue } from '../../features/search/useDebouncedValue';
import { formatCalendarDay, formatCount, formatShopMoment } from '../../ui/format';
import { Skeleton } from '../Controls';
import { messageOf } from '../desk/field-errors';
import { Pager } from '../Pager';
import { placeHref } from './place';
import { useReturnQueue } from './returns-api';
import { StatusBadge } from './StatusBadge';
import { ageText, requestTitle } from './words';
import styles from './Returns.module.css';

/** The tabs, in the order work flows; null is every state. */
const TABS: readonly (ReturnStatus | null)[] = ['requested', 'approved', 'picked_up', 'received', 'refunded', 'replaced', 'rejected', null];

const TYPING_PAUSE_MS = 250;

interface Props {
  state: ReturnStatus | null;
  canWrite: boolean;
  onState: (state: ReturnStatus | null) => void;
  onOpen: (id: number) => void;
}

/**
 * The queue: a tab per state with how many requests are in it, the requests
 * of the chosen state (the longest-waiting first while they wait on us) with
 * their age, and a search by order number.
 */
export function ReturnQueue({ state, canWrite, onState, onOpen }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  // A page belongs to the tab and search it was chosen in: another tab or search starts at page 1.
  const [paging, setPaging] = useState({ page: 1, state, q });
  const page = paging.state === state && paging.q === q ? paging.page : 1;
  const queue = useReturnQueue(returnDeskListPath({ status: state ?? undefined, q, page }));
  const data = queue.data;
  const now = new Date();
  const tabId = (tab: ReturnStatus | null) => `${id}-tab-${tab ?? 'all'}`;
  const total = data ? RETURN_STATUSES.reduce((n, s) => n + data.counts[s], 0) : null;
  const label = (tab: ReturnStatus | null) => {
    const count = data ? (tab === null ? total : data.counts[tab]) : null;
    return `${tab === null ? 'All' : RETURN_STATUS_LABELS[tab]}${count === null ? '' : ` (${formatCount(count ?? 0)})`}`;
  };

  // Arrow keys move along the tabs (and choose), as a tab list does.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(state);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : step !== 0 ? TABS[(at + step + TABS.length) % TABS.length] : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onState(next);
    window.setTimeout(() => document.getElementById(tabId(next))?.focus(), 0);
  };

  return (
    <div className={`st-desk ${styles.screen}`}>
      <header className={styles.head}>
        <h1 className="st-h1">Returns</h1>
        <p className="st-muted">
          Return and replacement requests, step by step: approve or reject, book the pickup, check the item when it arrives, then refund or send the replacement. The
          shopper sees every step and is e-mailed.
        </p>
        {!canWrite && <p className="st-muted">Your role can see requests but not act on them.</p>}
      </header>

      <div className={styles.filters} role="search" aria-label="Find a request">
        <div className="st-field">
          <label htmlFor={`${id}-q`}>Order number</label>
          <input id={`${id}-q`} type="search" value={typed} placeholder="e.g. CB261120-000123" autoComplete="off" spellCheck={false} onChange={(e) => setTyped(e.target.value)} />
        </div>
      </div>

      <div className={styles.tabs} role="tablist" aria-label="Requests by state">
        {TABS.map((tab) => (
          <button
            key={tab ?? 'all'}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === state}
            aria-controls={`${id}-panel`}
            tabIndex={tab === state ? 0 : -1}
            className="st-tab"
            onClick={() => onState(tab)}
            onKeyDown={onTabKey}
          >
            {label(tab)}
          </button>
        ))}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(state)} className={styles.panel}>
        {queue.error && !data ? (
          <p className="st-error" role="alert">
            {messageOf(queue.error, 'The requests could not be loaded')}
          </p>
        ) : !data ? (
          <Skeleton label="Loading requests" lines={6} />
        ) : data.rows.length === 0 ? (
          <p className="st-empty">{q ? 'No request matches this order number.' : state === null ? 'No requests yet.' : `No request is ${RETURN_STATUS_LABELS[state].toLowerCase()}.`}</p>
        ) : (
          <>
            <div className="st-table-wrap" aria-busy={queue.isValidating || undefined}>
              <table className={`st-table ${styles.table}`}>
                <caption className="st-visually-hidden">{`${state === null ? 'All requests, newest first' : `${RETURN_STATUS_LABELS[state]} requests`}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Request</th>
                    <th scope="col">Item</th>
                    <th scope="col">Shopper</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Age</th>
                    {state === null && <th scope="col">State</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <a
                          href={placeHref({ state, request: row.id })}
                          onClick={(e) => {
                            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                            e.preventDefault();
                            onOpen(row.id);
                          }}
                        >
                          {requestTitle(row.kind, row.id)}
                        </a>
                        <span className={styles.sub}>{`Order ${row.order_number}`}</span>
                      </th>
                      <td data-label="Item">
                        {`${row.title}${row.variant_label ? ` (${row.variant_label})` : ''} × ${row.qty}`}
                        {row.pickup_date && row.status === 'approved' && <span className={styles.sub}>{`Pickup ${formatCalendarDay(row.pickup_date)}`}</span>}
                      </td>
                      <td data-label="Shopper">{row.shopper_name}</td>
                      <td data-label="Reason">{row.reason}</td>
                      <td data-label="Age">
                        <time dateTime={row.created_at} title={formatShopMoment(row.created_at)}>
                          {ageText(row.created_at, now)}
                        </time>
                        {row.status !== 'requested' && <span className={styles.sub}>{`${RETURN_STATUS_LABELS[row.status]} ${ageText(row.status_at, now).toLowerCase()} ago`}</span>}
                      </td>
                      {state === null && (
                        <td data-label="State">
                          <StatusBadge status={row.status} />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.page} pageSize={data.page_size} total={data.total} noun="requests" onPage={(next) => setPaging({ page: next, state, q })} />
          </>
        )}
      </div>
    </div>
  );
}
