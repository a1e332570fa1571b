import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { loginPopupAtom } from '../../state/session';
import { useSignedInUser } from '../../state/useSignedInUser';
import { useModuleSwitch } from '../../data/shop-config';
import { Page } from '../../ui/Page';
import { Button } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { SignOutButton } from '../auth/SignOutButton';
import { PushToggle } from '../push';
import { ProfileCard } from './ProfileCard';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher';
import { useT } from '../../i18n/useT';
import styles from './MyAccountPage.module.css';

const LINKS: { to: string; label: string; hint: string; icon: IconName; module?: string }[] = [
  { to: '/orders', label: 'Orders', hint: 'Track, return or buy again', icon: 'truck', module: 'orders' },
  { to: '/manage-address', label: 'Addresses', hint: 'Delivery addresses', icon: 'map-pin' },
  { to: '/wallet', label: 'Wallet', hint: 'Balance and refunds', icon: 'wallet', module: 'wallet' },
  { to: '/gift-card/orders', label: 'Gift cards', hint: 'Cards you bought', icon: 'gift', module: 'gift-card' },
  { to: '/wishlist', label: 'Wishlist', hint: 'Saved for later', icon: 'heart', module: 'wishlist' },
  { to: '/refer-earn', label: 'Refer and earn', hint: 'Invite friends, earn credit', icon: 'star', module: 'refer-earn' },
  { to: '/my-referrals', label: 'My referrals', hint: 'Who joined and your rewards', icon: 'sparkle', module: 'refer-earn' },
  { to: '/password-change', label: 'Change password', hint: 'Keep your account safe', icon: 'shield' },
  { to: '/customer-support', label: 'Help and support', hint: 'Tickets and contact', icon: 'help' },
  { to: '/faq', label: 'FAQ', hint: 'Quick answers', icon: 'help' },
];

export default function MyAccountPage() {
  const user = useSignedInUser();
  const setPopup = useSetAtom(loginPopupAtom);
  const moduleOn = useModuleSwitch();
  const t = useT();
  const lead = !user
    ? 'Sign in to see your orders, wallet and saved addresses.'
    : user.fname
      ? `Hello, ${user.fname}`
      : 'Hello! Add your name below so we know what to call you.';
  return (
    <Page title="My account" lead={lead}>
      {!user && (
        <div className={styles.signin}>
          <Button onClick={() => setPopup({ view: 'mobile', returnTo: '/my-account' })}>Login or sign up</Button>
        </div>
      )}
      {user && <ProfileCard key={user.id} user={user} />}
      <h2 className={styles.linksHeading}>Your account</h2>
      <ul className={styles.grid}>
        {LINKS.filter((l) => moduleOn(l.module)).map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={styles.card}>
              <Icon name={l.icon} size={24} />
              <span>
                <strong>{l.label}</strong>
                <small>{l.hint}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.languageHeading}>{t('language.label')}</h2>
      <LanguageSwitcher className={styles.language} />
      {user && <PushToggle />}
      {user && (
        <div className={styles.signout}>
          <SignOutButton />
        </div>
      )}
    </Page>
  );
}
