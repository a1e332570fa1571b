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
import type { MessageKey } from '../../i18n/messages';
import styles from './MyAccountPage.module.css';

const LINKS: { to: string; label: MessageKey; hint: MessageKey; icon: IconName; module?: string }[] = [
  { to: '/orders', label: 'account.linkOrders', hint: 'account.linkOrdersHint', icon: 'truck', module: 'orders' },
  { to: '/manage-address', label: 'account.linkAddresses', hint: 'account.linkAddressesHint', icon: 'map-pin' },
  { to: '/wallet', label: 'account.linkWallet', hint: 'account.linkWalletHint', icon: 'wallet', module: 'wallet' },
  { to: '/gift-card/orders', label: 'account.linkGiftCards', hint: 'account.linkGiftCardsHint', icon: 'gift', module: 'gift-card' },
  { to: '/wishlist', label: 'account.linkWishlist', hint: 'account.linkWishlistHint', icon: 'heart', module: 'wishlist' },
  { to: '/refer-earn', label: 'account.linkReferEarn', hint: 'account.linkReferEarnHint', icon: 'star', module: 'refer-earn' },
  { to: '/my-referrals', label: 'account.linkMyReferrals', hint: 'account.linkMyReferralsHint', icon: 'sparkle', module: 'refer-earn' },
  { to: '/password-change', label: 'account.changePassword', hint: 'account.linkChangePasswordHint', icon: 'shield' },
  { to: '/customer-support', label: 'account.linkSupport', hint: 'account.linkSupportHint', icon: 'help' },
  { to: '/faq', label: 'account.linkFaq', hint: 'account.linkFaqHint', icon: 'help' },
];

export default function MyAccountPage() {
  const user = useSignedInUser();
  const setPopup = useSetAtom(loginPopupAtom);
  const moduleOn = useModuleSwitch();
  const t = useT();
  const lead = !user
    ? t('account.leadSignedOut')
    : user.fname
      ? t('account.hello', { name: user.fname })
      : t('account.helloNoName');
  return (
    <Page title={t('account.title')} lead={lead}>
      {!user && (
        <div className={styles.signin}>
          <Button onClick={() => setPopup({ view: 'mobile', returnTo: '/my-account' })}>{t('account.signIn')}</Button>
        </div>
      )}
      {user && <ProfileCard key={user.id} user={user} />}
      <h2 className={styles.linksHeading}>{t('account.linksHeading')}</h2>
      <ul className={styles.grid}>
        {LINKS.filter((l) => moduleOn(l.module)).map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={styles.card}>
              <Icon name={l.icon} size={24} />
              <span>
                <strong>{t(l.label)}</strong>
                <small>{t(l.hint)}</small>
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
