import { Link } from 'react-router-dom';
import { useBusinessDetails, useThemeConfig } from '../../data/shop-config';
import { Page } from '../../ui/Page';
import { ContactDetails } from './ContactDetails';
import type { MessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import styles from './content.module.css';

const PROMISES: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'content.promiseGenuine', text: 'content.promiseGenuineText' },
  { title: 'content.promiseInvoice', text: 'content.promiseInvoiceText' },
  { title: 'content.promisePay', text: 'content.promisePayText' },
  { title: 'content.promiseHelp', text: 'content.promiseHelpText' },
];

/** /about-us: the shop's story, what it promises, and where to find it (from the business details). */
export default function AboutPage() {
  const t = useT();
  const { brand_name } = useThemeConfig();
  const { address, gstin } = useBusinessDetails();
  const city = address.split(',').map((part) => part.trim()).at(-2) ?? '';
  return (
    <Page title={t('content.aboutTitle', { brand: brand_name })} lead={t('content.aboutLead')}>
      <div className={styles.prose}>
        <p>{city ? t('content.aboutStoryInCity', { brand: brand_name, city }) : t('content.aboutStory', { brand: brand_name })}</p>
        <p>
          {t('content.aboutShipping')} <Link to="/orders">{t('orders.title')}</Link>.
        </p>
      </div>
      <h2 className={styles.heading}>{t('content.whatWePromise')}</h2>
      <ul className={styles.promises}>
        {PROMISES.map((p) => (
          <li key={p.title}>
            <strong>{t(p.title)}</strong>
            <span>{t(p.text)}</span>
          </li>
        ))}
      </ul>
      {gstin && <p className={styles.legal}>GSTIN: {gstin}</p>}
      <h2 className={styles.heading}>{t('content.getInTouch')}</h2>
      <ContactDetails />
    </Page>
  );
}
