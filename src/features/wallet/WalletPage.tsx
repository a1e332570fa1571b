import { useSearchParams } from 'react-router-dom';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { useModuleSwitch } from '../../data/shop-config';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { useSignedInUser } from '../../state/useSignedInUser';
import { WalletEntries } from './WalletEntries';
import { useWallet, walletPath } from './wallet-api';
import styles from './wallet.module.css';

function Wallet({ userId }: { userId: number }) {
  const t = useT();
  const { money } = useFormat();
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
            {t('wallet.availableBalance')}
          </h2>
          <p className={styles.balanceAmount}>{money(data.balance_paise)}</p>
          <p className={styles.balanceNote}>{t('wallet.balanceNote')}</p>
        </div>
        {/* The one way into redeeming; the empty state below points elsewhere, not to a second copy of it. */}
        {giftCards && (
          <div className={styles.actions}>
            <ButtonLink to="/add/gift-card">{t('wallet.redeemGiftCard')}</ButtonLink>
          </div>
        )}
      </section>
      {data.total === 0 ? (
        <EmptyState
          icon="wallet"
          title={t('wallet.emptyTitle')}
          actions={
            <ButtonLink variant="secondary" to="/products">
              {t('wallet.startShopping')}
            </ButtonLink>
          }
        >
          {t('wallet.emptyBody')}
        </EmptyState>
      ) : (
        <section aria-labelledby="wallet-activity">
          <h2 id="wallet-activity" className={styles.heading}>
            {t('wallet.activity')}
          </h2>
          <WalletEntries entries={data.entries} />
          {data.page_count > 1 && (
            <nav className={styles.pager} aria-label={t('wallet.pages')}>
              <Button variant="secondary" disabled={data.page <= 1} onClick={() => go(data.page - 1)}>
                {t('wallet.newer')}
              </Button>
              <span>{t('wallet.pageOf', { page: data.page, count: data.page_count })}</span>
              <Button variant="secondary" disabled={data.page >= data.page_count} onClick={() => go(data.page + 1)}>
                {t('wallet.older')}
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
  const t = useT();
  return (
    <Page title={t('wallet.title')} crumbs={[{ label: t('account.title'), to: '/my-account' }]}>
      <RequireAuth title={t('wallet.title')}>
        <SignedInWallet />
      </RequireAuth>
    </Page>
  );
}
