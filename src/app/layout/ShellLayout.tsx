import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ComposedLayout } from '../../engine/ComposedLayout';
import type { ResolvedSection } from '../../engine/resolve';
import { useShellLayout } from '../../data/shop-config';
import { PageLoader } from '../../ui/PageLoader';
import { BottomTabBar } from './BottomTabBar';
import { CheckoutHeader } from './CheckoutHeader';
import { RegistrationGate } from './RegistrationGate';
import { LayoutDebugGate } from './LayoutDebugGate';
import { LoginPopupHost } from './LoginPopupHost';
import { useRememberLastVisited } from './useRememberLastVisited';
import { useSessionEnded } from './useSessionEnded';
import { onDemand } from './OnDemand';
import { SectionReporting } from '../../features/section-analytics/SectionReporting';
import { LanguageBar } from './LanguageBar';
import { useT } from '../../i18n/useT';
import styles from './ShellLayout.module.css';

/** Headless: keeps the header badges current; loads after first paint, off the critical bundle. */
const CartSync = onDemand(() => import('../../features/cart/CartSync'));
/** Headless: renews a week-old push token at idle time (spec section 9). */
const PushRefresh = onDemand(() => import('../../features/push/PushRefresh'));
/**
 * The 'You are offline' banner: loaded right after first paint on every page,
 * so the offline worker holds it by the time the network goes.
 */
const OfflineNotice = onDemand(() => import('../../features/offline/OfflineNotice'));
/** Headless: refetches a configuration the studio publishes while this tab is open (SSE). */
const LiveConfig = onDemand(() => import('../../features/live/LiveConfig'));

/**
 * How much of the shell's chrome a page keeps. Spec section 2: none on the
 * social links page. Checkout keeps only its own focused header (logo,
 * secure checkout, help): no menu, offers or footer to lead the shopper away.
 */
type Chrome = 'full' | 'bare' | 'focused';
const CHROME: Readonly<Record<string, Chrome>> = { '/profile': 'bare', '/checkout': 'focused' };
// The router matches "/checkout/" as "/checkout": so does this.
const chromeOf = (pathname: string): Chrome => CHROME[pathname.replace(/(.)\/+$/, '$1')] ?? 'full';
const INITIAL_VIEW_MS = 3000;
/** The element index.html's render-blocking rel=expect link waits for (see below). */
const SHELL_TOP_ID = 'shell-top';

const isFooter = (s: ResolvedSection) => s.section === 'footer';
const isTop = (s: ResolvedSection) => !isFooter(s);

/**
 * The application shell: configured top areas (promotional header, header,
 * sub-header in configuration order), the routed page, the phone tab bar and the
 * configured footer.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { data: shell } = useShellLayout();
  const [initialView, setInitialView] = useState(true);
  const t = useT();
  const chrome = chromeOf(pathname);
  const full = chrome === 'full';
  useRememberLastVisited();
  useSessionEnded();

  useEffect(() => {
    const timer = window.setTimeout(() => setInitialView(false), INITIAL_VIEW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className={styles.shell} data-chrome={chrome} data-initial-view={initialView || undefined}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <OfflineNotice />
      {chrome !== 'bare' && <LanguageBar />}
      {full && <ComposedLayout entries={shell ?? []} scope="shell" filter={isTop} />}
      {chrome === 'focused' && <CheckoutHeader />}
      {/*
        Where the shell's top ends. index.html's <link rel="expect" href="#shell-top" blocking="render">
        keeps the browser from painting before the parser has read this far: a slow connection would
        otherwise paint a half-read header (the announcement without its link, the search without its
        button, the first of the actions), whose centred and right-aligned rows then close up sideways.
      */}
      <span id={SHELL_TOP_ID} hidden />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense key={pathname} fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {full && <ComposedLayout entries={shell ?? []} scope="shell" filter={isFooter} reportDiagnostics={false} />}
      {full && <BottomTabBar />}
      <RegistrationGate />
      <LoginPopupHost />
      <CartSync />
      <PushRefresh />
      <LiveConfig />
      <SectionReporting />
      <LayoutDebugGate />
    </div>
  );
}
