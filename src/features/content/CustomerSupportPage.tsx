import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { loginPopupAtom } from '../../state/session';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Page } from '../../ui/Page';
import { Button, ButtonLink } from '../../ui/Button';
import { ContactDetails } from './ContactDetails';
import { GrievanceOfficer } from './GrievanceOfficer';
import { TicketConfirmation } from './TicketConfirmation';
import { TicketForm } from './TicketForm';
import { TicketList } from './TicketList';
import { ticketsPath } from './support-api';
import { useT } from '../../i18n/useT';
import styles from './content.module.css';

/** /customer-support: signed-in shoppers raise and follow tickets; everyone sees how to reach us and the grievance officer. */
export default function CustomerSupportPage() {
  const t = useT();
  const user = useSignedInUser();
  const setPopup = useSetAtom(loginPopupAtom);
  const { mutate } = useSWRConfig();
  const [raised, setRaised] = useState<string | null>(null);

  return (
    <Page title={t('content.supportTitle')} lead={t('content.supportLead')}>
      <div className={styles.stack}>
        {user ? (
          <div className={styles.columns}>
            <section aria-labelledby="new-ticket">
              <h2 id="new-ticket" className={styles.heading}>
                {t('content.raiseTicket')}
              </h2>
              {raised && <TicketConfirmation ticketNumber={raised} />}
              <TicketForm
                source="support"
                user={user}
                submitLabel={t('content.raiseTicketButton')}
                onCreated={(number) => {
                  setRaised(number);
                  void mutate(ticketsPath(user.id));
                }}
              />
            </section>
            <section aria-labelledby="your-tickets">
              <h2 id="your-tickets" className={styles.heading}>
                {t('content.yourTickets')}
              </h2>
              <TicketList userId={user.id} />
            </section>
          </div>
        ) : (
          <section aria-labelledby="sign-in-support" className={styles.officer}>
            <h2 id="sign-in-support" className={styles.heading}>
              {t('content.raiseAndFollow')}
            </h2>
            <p>{t('content.supportSignIn')}</p>
            <div className={styles.actions}>
              <Button onClick={() => setPopup({ view: 'mobile', returnTo: '/customer-support' })}>{t('account.signIn')}</Button>
              <ButtonLink to="/contact" variant="secondary">
                {t('content.contactAsGuest')}
              </ButtonLink>
              <ButtonLink to="/faq" variant="secondary">
                {t('content.readFaq')}
              </ButtonLink>
            </div>
          </section>
        )}
        <section aria-labelledby="reach-us">
          <h2 id="reach-us" className={styles.heading}>
            {t('content.reachUs')}
          </h2>
          <ContactDetails />
        </section>
        <GrievanceOfficer />
      </div>
    </Page>
  );
}
