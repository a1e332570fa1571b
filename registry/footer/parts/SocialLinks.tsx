import { useBusinessDetails } from '../../../src/data/shop-config';
import { Icon } from '../../../src/ui/Icon';
import { cx } from '../../../src/ui/cx';
import { isWebUrl } from '../../../src/ui/contact';
import styles from './SocialLinks.module.css';
import { useT } from '../../../src/i18n/useT';

const NETWORKS = [
  { key: 'youtube_url', icon: 'youtube', name: 'YouTube' },
  { key: 'instagram_url', icon: 'instagram', name: 'Instagram' },
  { key: 'facebook_url', icon: 'facebook', name: 'Facebook' },
] as const;

/** Icon links to the shop's social pages; a network without a URL is left out. */
export function SocialLinks({ className }: { className?: string }) {
  const business = useBusinessDetails();
  const t = useT();
  const present = NETWORKS.map((n) => ({ ...n, url: business[n.key].trim() })).filter((n) => isWebUrl(n.url));
  if (present.length === 0) return null;
  return (
    <ul className={cx(styles.list, className)} aria-label={t('footer.followUs')}>
      {present.map((n) => (
        <li key={n.key}>
          <a href={n.url} className={styles.link} target="_blank" rel="noopener noreferrer" aria-label={t('footer.opensInNewTab', { name: n.name })}>
            <Icon name={n.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
