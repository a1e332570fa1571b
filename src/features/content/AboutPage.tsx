import { Link } from 'react-router-dom';
import { useBusinessDetails, useThemeConfig } from '../../data/shop-config';
import { Page } from '../../ui/Page';
import { ContactDetails } from './ContactDetails';
import styles from './content.module.css';

const PROMISES = [
  { title: 'Genuine, sealed products', text: 'Bought from the brands and their authorised distributors, never grey imports, with the full manufacturer’s warranty.' },
  { title: 'A GST invoice on every order', text: 'Issued in your business’s name if you add your GSTIN, so you can claim input tax credit.' },
  { title: 'Pay your way', text: 'UPI, cards, net banking, EMI, your wallet or cash on delivery.' },
  { title: 'Help from people who know', text: 'Our support team builds and repairs PCs; ask them before you buy, or after.' },
];

/** /about-us: the shop's story, what it promises, and where to find it (from the business details). */
export default function AboutPage() {
  const { brand_name } = useThemeConfig();
  const { address, gstin } = useBusinessDetails();
  const city = address.split(',').map((part) => part.trim()).at(-2) ?? '';
  return (
    <Page title={`About ${brand_name}`} lead="Computers and electronics, sold honestly, delivered across India.">
      <div className={styles.prose}>
        <p>
          {brand_name} began as a small counter{city ? ` in ${city}` : ''} selling RAM sticks, hard disks and advice to students and small
          offices. Customers kept coming back for the advice, so we grew into a full store for laptops, desktops, components, mobiles and
          accessories, and then online, so that the same honest advice reaches shoppers across India.
        </p>
        <p>
          Every product ships from our own warehouse, sealed and checked before it leaves, and our courier partners deliver to thousands of
          PIN codes. If something isn’t right, returns and replacements are a few taps away in <Link to="/orders">My orders</Link>.
        </p>
      </div>
      <h2 className={styles.heading}>What we promise</h2>
      <ul className={styles.promises}>
        {PROMISES.map((p) => (
          <li key={p.title}>
            <strong>{p.title}</strong>
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
      {gstin && <p className={styles.legal}>GSTIN: {gstin}</p>}
      <h2 className={styles.heading}>Get in touch</h2>
      <ContactDetails />
    </Page>
  );
}
