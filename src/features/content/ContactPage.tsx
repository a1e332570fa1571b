import { useState } from 'react';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Page } from '../../ui/Page';
import { ContactDetails } from './ContactDetails';
import { TicketConfirmation } from './TicketConfirmation';
import { TicketForm } from './TicketForm';
import styles from './content.module.css';

/** /contact: a message to the shop, stored as a support ticket and confirmed by e-mail, beside the shop's own details. */
export default function ContactPage() {
  const user = useSignedInUser();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Page title="Contact us" lead="Questions about a product, an order or a return? Write to us and we will reply within one working day.">
      <div className={styles.columns}>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className={styles.heading}>
            Send us a message
          </h2>
          {sent && <TicketConfirmation ticketNumber={sent} />}
          <TicketForm source="contact" user={user} submitLabel="Send message" onCreated={(number) => setSent(number)} />
        </section>
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className={styles.heading}>
            Reach us directly
          </h2>
          <ContactDetails />
        </section>
      </div>
    </Page>
  );
}
