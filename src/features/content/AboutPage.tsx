import { useThemeConfig } from '../../data/shop-config';
import { Page } from '../../ui/Page';
import { ContactDetails } from './ContactDetails';
import styles from './content.module.css';

export default function AboutPage() {
  const { brand_name } = useThemeConfig();
  return (
    <Page title={`About ${brand_name}`} lead="Computers and electronics, sold honestly, delivered across India.">
      <div className={styles.prose}>
        <p>
          {brand_name} sells laptops, desktops, components, mobiles and accessories from the brands you trust, with a GST invoice on every
          order and the full manufacturer's warranty.
        </p>
        <p>Every product ships from our own warehouse, sealed and checked, with easy returns if something isn't right.</p>
      </div>
      <h2 className={styles.heading}>Get in touch</h2>
      <ContactDetails />
    </Page>
  );
}
