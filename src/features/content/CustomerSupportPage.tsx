import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';
import { ContactDetails } from './ContactDetails';
import styles from './content.module.css';

export default function CustomerSupportPage() {
  return (
    <Page title="Customer support" lead="Raise a ticket, follow its progress, or reach us directly.">
      <div className={styles.stack}>
        <EmptyState icon="help" title="No open tickets" actions={<ButtonLink to="/faq">Read the FAQ</ButtonLink>}>
          Most answers about delivery, EMI, warranty and returns are in our FAQ.
        </EmptyState>
        <ContactDetails />
      </div>
    </Page>
  );
}
