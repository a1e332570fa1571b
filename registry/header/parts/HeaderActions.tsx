import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { Icon, type IconName } from '../../../src/ui/Icon';
import { cartCountAtom, loginPopupAtom, wishlistCountAtom } from '../../../src/state/session';
import { useSignedInUser } from '../../../src/state/useSignedInUser';
import { cx } from '../../../src/ui/cx';
import { onDemand } from '../../../src/app/layout/OnDemand';
import { itemsLabel } from './nav';
import styles from './HeaderActions.module.css';
import { useT } from '../../../src/i18n/useT';

/** Only a signed-in visitor needs it, so it loads after first paint, as its own chunk. */
const SignOutAction = onDemand(() => import('../../../src/features/auth/SignOutAction'));

/** hidden: icon only (text for screen readers); below: caption under the icon; beside: text after it. */
export type ActionLabels = 'hidden' | 'below' | 'beside';

interface ActionProps {
  labels?: ActionLabels;
  /** Badge colours: brand on light headers, accent on brand-coloured bars. */
  tone?: 'light' | 'on-brand';
  className?: string;
}

function Badge({ count, tone }: { count: number; tone: ActionProps['tone'] }) {
  if (count <= 0) return null;
  return (
    <span className={cx(styles.badge, tone === 'on-brand' && styles.badgeOnBrand)} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Named from its content ("Cart, 3 items"), so the visible caption is part of the name. */
function CountLink({ to, icon, text, count, labels = 'hidden', tone = 'light', className }: ActionProps & { to: string; icon: IconName; text: string; count: number }) {
  const t = useT();
  return (
    <Link to={to} className={cx(styles.action, styles[labels], className)}>
      <span className={styles.icon}>
        <Icon name={icon} size={24} />
        <Badge count={count} tone={tone} />
      </span>
      <span className={cx(styles.text, labels === 'hidden' && 'visually-hidden')}>{text}</span>
      <span className="visually-hidden">, {itemsLabel(t, count)}</span>
    </Link>
  );
}

export function CartAction(props: ActionProps) {
  const t = useT();
  return <CountLink {...props} to="/cart" icon="cart" text={t('header.cart')} count={useAtomValue(cartCountAtom)} />;
}

export function WishlistAction(props: ActionProps) {
  const t = useT();
  return <CountLink {...props} to="/wishlist" icon="heart" text={t('header.wishlist')} count={useAtomValue(wishlistCountAtom)} />;
}

/** Opens the login popup (spec: the mobile view first) and comes back here after sign-in. */
export function useOpenLogin(): () => void {
  const setPopup = useSetAtom(loginPopupAtom);
  const { pathname } = useLocation();
  return () => setPopup({ view: 'mobile', returnTo: pathname });
}

export function AccountAction({ labels = 'hidden', className, onNavigate }: ActionProps & { onNavigate?: () => void }) {
  const user = useSignedInUser();
  const openLogin = useOpenLogin();
  const t = useT();
  const textClass = cx(styles.text, labels === 'hidden' && 'visually-hidden');
  if (user) {
    return (
      <>
        <Link to="/my-account" className={cx(styles.action, styles[labels], className)} onClick={onNavigate}>
          <Icon name="user" size={24} />
          {/* A shopper who skipped giving a name gets their account, not a "Hi, there". */}
          <span className={textClass}>{user.fname ? t('header.greeting', { name: user.fname }) : t('header.myAccount')}</span>
        </Link>
        <SignOutAction className={cx(styles.action, styles[labels], className)} textClassName={textClass} onDone={onNavigate} />
      </>
    );
  }
  return (
    <button
      type="button"
      className={cx(styles.action, styles[labels], className)}
      // Server-rendered, a tap before hydration is kept by the page's loader and replayed after (schemas/replay-taps.ts).
      data-replay="login"
      onClick={() => {
        onNavigate?.();
        openLogin();
      }}
    >
      <Icon name="user" size={24} />
      <span className={textClass}>{t('header.login')}</span>
    </button>
  );
}

interface HeaderActionsProps extends ActionProps {
  showWishlist: boolean;
  /** Wishlist and account move into the drawer on phones; the cart stays. */
  cartOnlyOnPhones?: boolean;
  children?: ReactNode;
}

export function HeaderActions({ showWishlist, cartOnlyOnPhones = true, children, className, ...action }: HeaderActionsProps) {
  const phoneHidden = cartOnlyOnPhones ? styles.desktopOnly : undefined;
  return (
    <div className={cx(styles.actions, className)}>
      {children}
      {showWishlist ? <WishlistAction {...action} className={phoneHidden} /> : null}
      <AccountAction {...action} className={phoneHidden} />
      <CartAction {...action} />
    </div>
  );
}
