import { useState } from 'react';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Page } from '../../ui/Page';
import { ContactDetails } from './ContactDetails';
import { TicketConfirmation } from './TicketConfirmation';
import { TicketForm } from './TicketForm';
import { useT } from '../../i18n/useT';
import styles from './content.module.css';

/** /contact: a message to the shop, stored as a support ticket and confirmed by e-mail, beside the shop's own details. */
export default function ContactPage() {
  const t = useT();
  const user = useSignedInUser();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Page title={t('content.contactTitle')} lead={t('content.contactLead')}>
      <div className={styles.columns}>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className={styles.heading}>
            {t('content.sendUsMessage')}
          </h2>
          {sent && <TicketConfirmation ticketNumber={sent} />}
          <TicketForm source="contact" user={user} submitLabel={t('content.sendMessage')} onCreated={(number) => setSent(number)} />
        </section>
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className={styles.heading}>
            {t('content.reachUs')}
          </h2>
          <ContactDetails />
        </section>
      </div>
    </Page>
  );
}
