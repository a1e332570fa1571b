import { useSearchParams } from 'react-router-dom';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { useModuleSwitch } from '../../data/shop-config';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { formatPaise } from '../../ui/format';
import { useSignedInUser } from '../../state/useSignedInUser';
import { WalletEntries } from './WalletEntries';
import { useWallet, walletPath } from './wallet-api';
import styles from './wallet.module.css';

function Wallet({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading } = useWallet(walletPath(userId, page));
  const moduleOn = useModuleSwitch();
  const giftCards = moduleOn('gift-card');
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  if (isLoading) return <PageLoader />;
  if (error instanceof Error) return <p role="alert" className={styles.error}>{error.message}</p>;
  if (!data) return null;
  return (
    <>
      <section className={styles.balance} aria-labelledby="wallet-balance">
        <div className={styles.balanceFacts}>
          <h2 id="wallet-balance" className={styles.balanceLabel}>
            Available balance
          </h2>
          <p className={styles.balanceAmount}>{formatPaise(data.balance_paise)}</p>
          <p className={styles.balanceNote}>Use it at checkout, alone or with another payment method.</p>
        </div>
        {/* The one way into redeeming; the empty state below points elsewhere, not to a second copy of it. */}
        {giftCards && (
          <div className={styles.actions}>
            <ButtonLink to="/add/gift-card">Redeem a gift card</ButtonLink>
          </div>
        )}
      </section>
      {data.total === 0 ? (
        <EmptyState
          icon="wallet"
          title="No wallet activity yet"
          actions={
            <ButtonLink variant="secondary" to="/products">
              Start shopping
            </ButtonLink>
          }
        >
          Refunds, redeemed gift cards and referral rewards are credited here and can pay for orders.
        </EmptyState>
      ) : (
        <section aria-labelledby="wallet-activity">
          <h2 id="wallet-activity" className={styles.heading}>
            Activity
          </h2>
          <WalletEntries entries={data.entries} />
          {data.page_count > 1 && (
            <nav className={styles.pager} aria-label="Wallet pages">
              <Button variant="secondary" disabled={data.page <= 1} onClick={() => go(data.page - 1)}>
                Newer
              </Button>
              <span>
                Page {data.page} of {data.page_count}
              </span>
              <Button variant="secondary" disabled={data.page >= data.page_count} onClick={() => go(data.page + 1)}>
                Older
              </Button>
            </nav>
          )}
        </section>
      )}
    </>
  );
}

function SignedInWallet() {
  const userId = useSignedInUser()?.id ?? null;
  return userId === null ? null : <Wallet userId={userId} />;
}

export default function WalletPage() {
  return (
    <Page title="Wallet" crumbs={[{ label: 'My account', to: '/my-account' }]}>
      <RequireAuth title="Wallet">
        <SignedInWallet />
      </RequireAuth>
    </Page>
  );
}
