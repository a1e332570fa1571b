import { useBusinessDetails, useThemeConfig } from '../../data/shop-config';
import { usePageTitle } from '../../app/usePageTitle';
import { Icon } from '../../ui/Icon';
import { socialLinks } from './social-links';
import styles from './ProfilePage.module.css';

/** The social links page: the shell is hidden here, so it carries its own brand. */
export default function ProfilePage() {
  const business = useBusinessDetails();
  const { brand_name } = useThemeConfig();
  usePageTitle('Follow us', `Follow ${brand_name} on YouTube, Instagram and Facebook, or chat with us on WhatsApp.`);
  const links = socialLinks(business);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        {business.brand_logo ? (
          <img src={business.brand_logo} alt={brand_name} width={200} height={48} className={styles.logo} />
        ) : (
          <span className={styles.brand}>{brand_name}</span>
        )}
        <h1 className={styles.title}>Follow {brand_name}</h1>
        <p className={styles.lead}>Deals, launches and help, wherever you are.</p>
      </header>
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.label}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <Icon name={l.icon} size={24} />
              <span>
                <strong>{l.label}</strong>
                {l.hint && <small>{l.hint}</small>}
              </span>
              <Icon name="chevron-right" />
            </a>
          </li>
        ))}
      </ul>
      <footer className={styles.credit}>Designed and developed by the Vitrine team</footer>
    </div>
  );
}
