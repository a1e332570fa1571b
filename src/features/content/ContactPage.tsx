import { Page } from '../../ui/Page';
import { ContactDetails } from './ContactDetails';

export default function ContactPage() {
  return (
    <Page title="Contact us" lead="Questions about a product, an order or a return? We are here to help.">
      <ContactDetails />
    </Page>
  );
}
