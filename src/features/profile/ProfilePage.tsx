import { useBusinessDetails, useThemeConfig } from '../../data/shop-config';
import { usePageTitle } from '../../app/usePageTitle';
import { Icon } from '../../ui/Icon';
import { useT } from '../../i18n/useT';
import { socialLinks } from './social-links';
import styles from './ProfilePage.module.css';

/** The social links page: the shell is hidden here, so it carries its own brand. */
export default function ProfilePage() {
  const t = useT();
  const business = useBusinessDetails();
  const { brand_name } = useThemeConfig();
  usePageTitle(t('content.followUs'), t('content.followDescription', { brand: brand_name }));
  const links = socialLinks(business);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        {business.brand_logo ? (
          <img src={business.brand_logo} alt={brand_name} width={200} height={48} className={styles.logo} />
        ) : (
          <span className={styles.brand}>{brand_name}</span>
        )}
        <h1 className={styles.title}>{t('content.followBrand', { brand: brand_name })}</h1>
        <p className={styles.lead}>{t('content.followLead')}</p>
      </header>
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.label}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <Icon name={l.icon} size={24} />
              <span>
                <strong>{t(l.label)}</strong>
                <small>{t(l.hint, l.values)}</small>
              </span>
              <Icon name="chevron-right" />
            </a>
          </li>
        ))}
      </ul>
      <footer className={styles.credit}>{t('content.credit')}</footer>
    </div>
  );
}
