import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import { COUPON_STATUS_LABELS, COUPON_STATUSES, couponDeskPaths, type CouponDeskRow, type CouponStatus } from '../../../schemas/api/coupon-desk';
import { useDebouncedValue } from '../../features/search/useDebouncedValue';
import { formatShopDay } from '../../ui/format';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { messageOf } from '../desk/field-errors';
import { Loaded } from '../desk/Loaded';
import { useSession } from '../hooks';
import { CouponForm } from './CouponForm';
import { couponListKey, listCoupons, setCouponRunning } from './coupons-api';
import { datesText, perCustomerText, ruleText, usesText } from './words';
import styles from './Coupons.module.css';

const BADGE: Record<CouponStatus, string> = {
  live: styles.live ?? '',
  scheduled: 'st-badge--scheduled',
  paused: 'st-badge--draft',
  ended: '',
};

/** Asks before pausing a coupon (checkout refuses it at once) or resuming it (shoppers can apply it at once). */
function ConfirmToggle({ row, busy, onConfirm, onClose }: { row: CouponDeskRow; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const resume = row.status === 'paused';
  const verb = resume ? 'Resume' : 'Pause';
  return (
    <ConfirmDialog
      title={`${verb} ${row.code}?`}
      text={
        resume
          ? `Shoppers can apply ${row.code} again at once, until ${formatShopDay(row.ends_at)}.`
          : `Checkout refuses ${row.code} from now on. Orders already placed keep their discount, and you can resume it any time.`
      }
      back={resume ? 'Keep it paused' : 'Keep it running'}
      action={{ label: `${verb} ${row.code}`, variant: resume ? 'primary' : 'danger', busy, onConfirm }}
      onClose={onClose}
    />
  );
}

/** Typing in the search box asks the server once the typing pauses, not on every key. */
const TYPING_PAUSE_MS = 250;

/**
 * Coupons: every coupon with its rule in words, dates, how often it was used
 * (orders that stand) and whether shoppers can use it now. Merchandisers
 * create, edit, pause and resume; other roles that see merchandising read.
 */
export function CouponsScreen() {
  const id = useId();
  const session = useSession();
  const canWrite = session.data?.permissions.includes('merchandising.write') ?? false;
  const [status, setStatus] = useState<CouponStatus | ''>('');
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const coupons = useSWR(couponListKey({ q, status }), listCoupons, { keepPreviousData: true });
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<CouponDeskRow | 'new' | null>(null);
  const [confirming, setConfirming] = useState<CouponDeskRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  // The button that opened the form gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const open = (what: CouponDeskRow | 'new') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(what);
  };
  const close = () => {
    setEditing(null);
    window.setTimeout(() => {
      if (opener.current?.isConnected) opener.current.focus();
    }, 0);
  };

  // Every filtered list holds the changed row and the counts: refresh them all.
  const refreshLists = () => mutate((key) => typeof key === 'string' && key.startsWith(couponDeskPaths.list));

  const toggle = async (row: CouponDeskRow) => {
    const running = row.status === 'paused';
    setBusyId(row.id);
    try {
      await setCouponRunning(row, running);
      setConfirming(null);
      toast.success(running ? `${row.code} resumed: shoppers can use it again` : `${row.code} paused: checkout refuses it until you resume it`);
      await refreshLists();
    } catch (error) {
      toast.error(messageOf(error, 'The coupon was not changed'));
    } finally {
      setBusyId(null);
    }
  };

  const saved = async (row: CouponDeskRow, created: boolean) => {
    close();
    toast.success(created ? `Coupon ${row.code} created` : `Coupon ${row.code} saved`);
    await refreshLists();
  };

  const data = coupons.data;
  const total = data ? data.counts.live + data.counts.scheduled + data.counts.paused + data.counts.ended : 0;

  return (
    <div className={`st-desk ${styles.screen}`}>
      <header className={styles.head}>
        <div>
          <h1 className="st-h1">Coupons</h1>
          <p className="st-muted">The codes shoppers apply at checkout, with the rules the checkout applies. Uses count orders that stand: a cancelled order gives its use back.</p>
          {session.data && !canWrite && <p className="st-muted">Your role can see coupons but not change them.</p>}
        </div>
        {canWrite && (
          <StudioButton variant="primary" onClick={() => open('new')}>
            New coupon
          </StudioButton>
        )}
      </header>

      {editing !== null && (
        <CouponForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} onSaved={(row, created) => void saved(row, created)} onCancel={close} />
      )}

      <div className={styles.filters} role="search" aria-label="Find coupons">
        <div className="st-field">
          <label htmlFor={`${id}-status`}>Show</label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(COUPON_STATUSES.find((s) => s === event.target.value) ?? '')}>
            <option value="">{`All coupons${data ? ` (${total})` : ''}`}</option>
            {COUPON_STATUSES.map((s) => (
              <option key={s} value={s}>{`${COUPON_STATUS_LABELS[s]}${data ? ` (${data.counts[s]})` : ''}`}</option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-q`}>Code</label>
          <input id={`${id}-q`} type="search" value={typed} placeholder="e.g. TECH10" autoComplete="off" spellCheck={false} onChange={(event) => setTyped(event.target.value)} />
        </div>
      </div>

      <Loaded read={coupons} failed="The coupons could not be loaded" loading="Loading coupons" lines={6} empty={(data) => (data.rows.length === 0 ? (q || status ? 'No coupon matches these filters.' : 'No coupons yet.') : null)}>
        {(data) => (
          <div className="st-table-wrap">
            <table className={`st-table ${styles.table}`}>
              <caption className="st-visually-hidden">Coupons, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Rule</th>
                  <th scope="col">Dates</th>
                  <th scope="col">Uses</th>
                  <th scope="col">Status</th>
                  {canWrite && (
                    <th scope="col">
                      <span className="st-visually-hidden">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <span className={styles.code}>{row.code}</span>
                      <span className={styles.sub}>{row.title}</span>
                    </th>
                    <td data-label="Rule">{ruleText(row)}</td>
                    <td data-label="Dates">{datesText(row)}</td>
                    <td data-label="Uses">
                      {usesText(row)}
                      <span className={styles.sub}>{perCustomerText(row)}</span>
                    </td>
                    <td data-label="Status">
                      <span className={`st-badge ${BADGE[row.status]}`}>{COUPON_STATUS_LABELS[row.status]}</span>
                    </td>
                    {canWrite && (
                      <td className={styles.rowActions}>
                        <StudioButton small variant="ghost" aria-label={`Edit ${row.code}`} onClick={() => open(row)}>
                          Edit
                        </StudioButton>
                        {row.status !== 'ended' && (
                          <StudioButton small variant={row.status === 'paused' ? 'secondary' : 'danger-quiet'} busy={busyId === row.id} onClick={() => setConfirming(row)}>
                            {row.status === 'paused' ? `Resume ${row.code}` : `Pause ${row.code}`}
                          </StudioButton>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>

      {confirming && <ConfirmToggle row={confirming} busy={busyId === confirming.id} onConfirm={() => void toggle(confirming)} onClose={() => setConfirming(null)} />}
    </div>
  );
}
