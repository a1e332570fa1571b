import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { Redeemed } from '../../../schemas/api/gift-cards';
import { walletPaths } from '../../../schemas/api/wallet';
import { ApiError } from '../../api/client';
import { RequireAuth } from '../../app/routes/RequireAuth';
import { useSignedInUser } from '../../state/useSignedInUser';
import { Button, ButtonLink } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { redeemGiftCard } from './gift-cards-api';
import styles from './gift-cards.module.css';

const CODE = /^[A-Za-z0-9]{4}(-?[A-Za-z0-9]{4}){3}$/;
const PIN = /^[0-9]{6}$/;

function RedeemForm({ userId }: { userId: number }) {
  const t = useT();
  const { money } = useFormat();
  const { mutate } = useSWRConfig();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Redeemed | null>(null);
  const ids = { code: useId(), pin: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cleanCode = code.trim().replace(/\s+/g, '');
    if (!CODE.test(cleanCode)) return setProblem(t('giftCards.codeFormat'));
    if (!PIN.test(pin.trim())) return setProblem(t('giftCards.pinFormat'));
    setBusy(true);
    setProblem('');
    try {
      setDone(await redeemGiftCard(userId, cleanCode, pin.trim()));
      setCode('');
      setPin('');
      // Every cached wallet page is stale now.
      await mutate((key) => typeof key === 'string' && key.startsWith(walletPaths.wallet));
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : t('giftCards.addFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <section className={styles.success} aria-live="polite">
        <p>
          {t('giftCards.addedToWallet', { amount: money(done.amount_paise) })} <strong>{money(done.balance_paise)}</strong>.
        </p>
        <div className={styles.chips}>
          <ButtonLink to="/wallet">{t('giftCards.goToWallet')}</ButtonLink>
          <Button variant="secondary" onClick={() => setDone(null)}>
            {t('giftCards.redeemAnother')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.field}>
        <label htmlFor={ids.code}>{t('giftCards.codeLabel')}</label>
        <input id={ids.code} value={code} autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="XXXX-XXXX-XXXX-XXXX" onChange={(e) => setCode(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.pin}>{t('giftCards.pin')}</label>
        <input id={ids.pin} value={pin} inputMode="numeric" autoComplete="off" maxLength={6} onChange={(e) => setPin(e.target.value)} />
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {t('giftCards.addToWallet')}
      </Button>
    </form>
  );
}

function SignedInRedeem() {
  const userId = useSignedInUser()?.id ?? null;
  return userId === null ? null : <RedeemForm userId={userId} />;
}

export default function AddGiftCardPage() {
  const t = useT();
  return (
    <Page title={t('giftCards.redeemTitle')} lead={t('giftCards.redeemLead')} crumbs={[{ label: t('wallet.title'), to: '/wallet' }]}>
      <RequireAuth title={t('giftCards.redeemTitle')}>
        <SignedInRedeem />
      </RequireAuth>
    </Page>
  );
}
