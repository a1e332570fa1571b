import { useRef } from 'react';
import type { ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { pickupWords, RETURN_CONDITION_LABELS } from '../../../schemas/api/returns';
import { formatCalendarDay, formatPaise, formatShopMoment } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { messageOf } from '../desk/field-errors';
import { NextStep } from './NextStep';
import { useReturnRequest } from './returns-api';
import { StatusBadge } from './StatusBadge';
import { destinationText, requestTitle } from './words';
import styles from './Returns.module.css';

function Facts({ request }: { request: ReturnDeskDetail }) {
  const { line, shopper, pickup_address: a } = request;
  const refund = request.refund;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Order</dt>
        <dd>{`${request.order.order_number}, placed ${formatShopMoment(request.order.placed_at)}`}</dd>
      </div>
      <div>
        <dt>Item</dt>
        <dd>{`${line.title}${line.variant_label ? ` (${line.variant_label})` : ''}: ${request.qty} of ${line.qty} at ${formatPaise(line.unit_price_paise)} each`}</dd>
      </div>
      <div>
        <dt>Shopper</dt>
        <dd>
          {shopper.name}
          {shopper.email && <span className={styles.sub}>{shopper.email}</span>}
          {shopper.mobile && <span className={styles.sub}>{`+91 ${shopper.mobile}`}</span>}
        </dd>
      </div>
      <div>
        <dt>Pickup address</dt>
        <dd>
          <address>{`${a.name}, ${a.house}, ${a.locality}${a.landmark ? `, ${a.landmark}` : ''}, ${a.city}, ${a.state} ${a.pin} · +91 ${a.mobile}`}</address>
        </dd>
      </div>
      <div>
        <dt>Shopper's reason</dt>
        <dd>
          {request.reason}
          {request.details && <span className={styles.sub}>{`“${request.details}”`}</span>}
        </dd>
      </div>
      {request.kind === 'return' && (
        <div>
          <dt>Refund</dt>
          <dd>
            {refund
              ? `${formatPaise(refund.amount_paise)} to ${destinationText(refund.destination)}: ${refund.status === 'processed' ? 'refunded' : refund.status === 'pending' ? 'with the payment gateway' : 'failed at the payment gateway'}`
              : `${formatPaise(request.refund_amount_paise)}; the shopper asked for ${destinationText(request.refund_destination)}`}
          </dd>
        </div>
      )}
      {request.decision_reason && (
        <div>
          <dt>Our reason, as the shopper reads it</dt>
          <dd>{request.decision_reason}</dd>
        </div>
      )}
      {request.pickup && (
        <div>
          <dt>Pickup</dt>
          <dd>{pickupWords(request.pickup, formatCalendarDay)}</dd>
        </div>
      )}
      {request.condition && (
        <div>
          <dt>Condition on arrival</dt>
          <dd>
            {RETURN_CONDITION_LABELS[request.condition]}
            {request.condition_note && <span className={styles.sub}>{request.condition_note}</span>}
          </dd>
        </div>
      )}
      {request.replacement && (
        <div>
          <dt>Replacement order</dt>
          <dd>{`${request.replacement.order_number}, at no charge`}</dd>
        </div>
      )}
    </dl>
  );
}

/** Every step taken, oldest first, with when and who. */
function History({ request }: { request: ReturnDeskDetail }) {
  return (
    <ol className={styles.history} aria-label="Steps taken">
      {request.events.map((event, index) => (
        <li key={index}>
          <strong>{event.label}</strong>
          <span className="st-muted">
            {` · ${formatShopMoment(event.at)} · `}
            {event.by ?? (event.status === 'requested' ? 'the shopper' : 'the shop')}
          </span>
          {event.note && <span className={styles.sub}>{event.note}</span>}
        </li>
      ))}
    </ol>
  );
}

interface Props {
  id: number;
  canWrite: boolean;
  onBack: () => void;
}

/** One request: what was asked and by whom, what has happened, and the next steps the state and the role allow. */
export function ReturnRequestPage({ id, canWrite, onBack }: Props) {
  const request = useReturnRequest(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = request.data;
  // After a step its form goes away: the keyboard lands on the heading, which now names the new state.
  const onDone = () => window.setTimeout(() => heading.current?.focus(), 0);
  const title = data ? requestTitle(data.kind, data.id) : `Request #${id}`;

  return (
    <div className={`st-desk ${styles.screen}`}>
      <div>
        <StudioButton small variant="ghost" onClick={onBack}>
          ← Back to the queue
        </StudioButton>
      </div>
      {request.error && !data ? (
        <p className="st-error" role="alert">
          {messageOf(request.error, 'The request could not be loaded')}
        </p>
      ) : !data ? (
        <Skeleton label="Loading the request" lines={8} />
      ) : (
        <>
          <header className={styles.head}>
            <h1 className="st-h1" ref={heading} tabIndex={-1}>
              {title} <StatusBadge status={data.status} />
            </h1>
            <p className="st-muted">{`Filed ${formatShopMoment(data.created_at)}`}</p>
          </header>
          <div className={styles.columns}>
            <section className={styles.card} aria-labelledby={`request-${id}-facts`}>
              <h2 className="st-h2" id={`request-${id}-facts`}>
                The request
              </h2>
              <Facts request={data} />
            </section>
            <section className={styles.card} aria-labelledby={`request-${id}-history`}>
              <h2 className="st-h2" id={`request-${id}-history`}>
                Timeline
              </h2>
              <History request={data} />
            </section>
          </div>
          {data.next.length > 0 && (
            <section className={styles.card} aria-labelledby={`request-${id}-next`}>
              <h2 className="st-h2" id={`request-${id}-next`}>
                Next step
              </h2>
              {canWrite ? <NextStep request={data} onDone={onDone} /> : <p className="st-muted">Your role can see this request but not act on it.</p>}
            </section>
          )}
        </>
      )}
    </div>
  );
}
