import { useEffect, useRef } from 'react';
import type { StudioSession } from '../../../schemas/api/studio';
import { formatMobile } from '../../features/addresses/address-text';
import { formatShopDay, formatShopMoment } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { messageOf } from '../desk/field-errors';
import { AccountSwitch } from './AccountSwitch';
import { AddressesSection } from './AddressesSection';
import { useCustomer } from './customers-api';
import { GiftCardsSection } from './GiftCardsSection';
import { OrdersSection } from './OrdersSection';
import { ReferralsSection } from './ReferralsSection';
import { TicketThread } from './TicketThread';
import { WalletSection } from './WalletSection';
import styles from './Customers.module.css';

interface Props {
  id: number;
  session: StudioSession;
  onBack: () => void;
  /** Opens another customer (a referrer, a friend they referred). */
  onOpen: (id: number) => void;
}

/** One customer: who they are, and every section support needs to answer them. */
export function CustomerPage({ id, session, onBack, onOpen }: Props) {
  const customer = useCustomer(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = customer.data !== undefined;
  // The keyboard lands on the customer's name once the page is there, not on the link that opened it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  const canWrite = session.permissions.includes('customers.write');
  const back = (
    <StudioButton small variant="ghost" className={styles.back} onClick={onBack}>
      ← All customers
    </StudioButton>
  );

  if (customer.error && !customer.data) {
    return (
      <div className={`st-desk ${styles.screen}`}>
        {back}
        <p className="st-error" role="alert">
          {messageOf(customer.error, 'This customer could not be loaded')}
        </p>
      </div>
    );
  }
  if (!customer.data) {
    return (
      <div className={`st-desk ${styles.screen}`}>
        {back}
        <Skeleton label="Loading the customer" lines={8} />
      </div>
    );
  }
  const { profile, addresses, gift_cards: giftCards, referrals, tickets } = customer.data;

  return (
    <div className={`st-desk ${styles.screen}`}>
      {back}
      <section className={styles.profile} aria-labelledby="customer-name">
        <div className={styles.profileHead}>
          <h1 className="st-h1" id="customer-name" ref={heading} tabIndex={-1}>
            {profile.name}
          </h1>
          {canWrite && <AccountSwitch profile={profile} />}
        </div>
        {profile.disabled && (
          <p className={styles.disabledNote}>
            {`Disabled on ${formatShopMoment(profile.disabled.at)}${profile.disabled.by ? ` by ${profile.disabled.by}` : ''}: the shop refuses their sign-in until the account is enabled.`}
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Phone</dt>
            <dd>{profile.mobile ? formatMobile(profile.mobile) : 'Not given'}</dd>
          </div>
          <div className={styles.wideFact}>
            <dt>E-mail</dt>
            <dd>{profile.email ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Customer number</dt>
            <dd>{`#${profile.id}`}</dd>
          </div>
          <div>
            <dt>Customer since</dt>
            <dd>{formatShopDay(profile.joined_at)}</dd>
          </div>
          <div>
            <dt>Last sign-in</dt>
            <dd>{formatShopMoment(profile.last_sign_in_at)}</dd>
          </div>
          <div>
            <dt>Signed in on</dt>
            <dd>{profile.active_sessions === 1 ? '1 device' : `${profile.active_sessions} devices`}</dd>
          </div>
          <div>
            <dt>Referral code</dt>
            <dd>{profile.referral_code}</dd>
          </div>
        </dl>
      </section>

      <div className={styles.sections}>
        <OrdersSection id={id} count={customer.data.order_count} />
        <WalletSection id={id} name={profile.name} canWrite={canWrite} canExceed={session.permissions.includes('staff.manage')} />
        <section className={styles.section} aria-labelledby="customer-tickets">
          <h2 className="st-h2" id="customer-tickets">
            Support tickets
          </h2>
          {tickets.length === 0 ? (
            <p className="st-muted">No tickets raised while signed in.</p>
          ) : (
            tickets.map((ticket) => <TicketThread key={ticket.id} ticket={ticket} canReply={canWrite} level={3} />)
          )}
        </section>
        <AddressesSection addresses={addresses} />
        <GiftCardsSection giftCards={giftCards} />
        <ReferralsSection referrals={referrals} onOpen={onOpen} />
      </div>
    </div>
  );
}
