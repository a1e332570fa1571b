import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { emailSchema } from '../../../schemas/api/identity';
import { STOCK_ALERT_MESSAGES } from '../../../schemas/api/stock-alerts';
import { useLocale, useT, type Translate } from '../../i18n/useT';
import { useKnownWords } from '../../i18n/known-words';
import type { MessageKey } from '../../i18n/messages';
import { IDENTITY_WORDS } from '../auth/form-errors';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { TextField } from '../auth/fields/TextField';
import { useBusy } from '../auth/useBusy';
import { cancelNotifyMe, notifyMe, type AlertTarget, type NotifyRequest } from './stock-alerts-api';
import { useStockAlert } from './useStockAlert';
import styles from './NotifyMe.module.css';

interface Props {
  productId: number;
  /** The variant on screen; null when the product has none. */
  variantId: number | null;
  className?: string;
}

/** The server's words when it gave a reason, ours when the request never got one. */
function failure(error: unknown, t: Translate): string {
  return error instanceof Error && error.message ? error.message : t('product.notifyFailed');
}

/**
 * "Notify me when back in stock", for an out-of-stock product or variant. A
 * signed-in shopper asks with one click, at the e-mail on the account; a
 * guest, or an account without an e-mail (a phone sign-up), gives an address,
 * which the account may keep for next time. Once asked, it says where the
 * e-mail will go and offers to cancel.
 */
export function NotifyMe({ productId, variantId, className }: Props) {
  // Another variant is another request: its own state, form and messages.
  return <NotifyPanel key={`${productId}:${variantId ?? 0}`} target={{ productId, variantId }} className={className} />;
}

function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.error}>
      {children}
    </p>
  );
}

/** The e-mail field's words from the shared schemas, each with its key. */
const EMAIL_WORDS = new Map<string, MessageKey>([...IDENTITY_WORDS, [STOCK_ALERT_MESSAGES.emailNeeded, 'product.notifyEmailNeeded']]);

function NotifyPanel({ target, className }: { target: AlertTarget; className?: string | undefined }) {
  const { user, state, show } = useStockAlert(target);
  const t = useT();
  const locale = useLocale();
  const emailWords = useKnownWords(EMAIL_WORDS);
  const [email, setEmail] = useState('');
  const [keep, setKeep] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState('');
  /** An address already waiting from another browser: e-mailed all the same, but not cancellable from here. */
  const [waitingElsewhere, setWaitingElsewhere] = useState<string | null>(null);
  const [busy, run] = useBusy();
  const [cancelling, runCancel] = useBusy();
  const [focus, setFocus] = useState<'done' | 'start' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const waitingAt = state?.alert?.email ?? waitingElsewhere;
  const view = !state ? 'loading' : waitingAt !== null ? 'done' : user && state.email !== '' ? 'one-click' : 'form';

  // The control pressed goes away with the state it changed: keyboard and screen reader users land on what
  // replaced it, once it has rendered (the new state and the focus request may arrive in separate renders).
  useEffect(() => {
    if (!focus) return;
    const next = rootRef.current?.querySelector<HTMLElement>(`[data-${focus}]`);
    if (!next) return;
    next.focus();
    setFocus(null);
  }, [focus, view]);

  const ask = (request: NotifyRequest) =>
    run(async () => {
      setError('');
      try {
        const answer = await notifyMe(target, request, locale);
        if (!answer.state.alert) setWaitingElsewhere(answer.state.email);
        await show(answer.state);
        setFocus('done');
      } catch (err) {
        setError(failure(err, t));
      }
    });

  const cancel = (alertId: number) =>
    runCancel(async () => {
      setError('');
      try {
        await show(await cancelNotifyMe(alertId));
        setFocus('start');
      } catch (err) {
        setError(failure(err, t));
      }
    });

  const parsed = emailSchema.safeParse(email);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      rootRef.current?.querySelector<HTMLElement>('[data-start]')?.focus();
      return;
    }
    // Only an account without a sign-in e-mail is offered to keep one.
    void ask({ email: parsed.data, saveEmail: user !== null && keep });
  };

  let body: ReactNode;
  if (!state) {
    body = (
      // Shaped like the guest form, what most visitors get, so the page barely moves when it arrives.
      <div className={cx(styles.panel, styles.loading)} aria-busy="true">
        <span className={cx(styles.bone, styles.boneTitle)} />
        <span className={cx(styles.bone, styles.boneLabel)} />
        <span className={styles.bone} />
        <span className={styles.bone} />
        <span className={cx(styles.bone, styles.boneHint)} />
        <span className="visually-hidden">{t('product.notifyChecking')}</span>
      </div>
    );
  } else if (waitingAt !== null) {
    const alert = state.alert;
    body = (
      <div className={cx(styles.panel, styles.done)}>
        <p className={styles.doneText} data-done tabIndex={-1}>
          <Icon name="mail" size={20} className={styles.icon} />
          <span>{t('product.notifySubscribed', { email: waitingAt })}</span>
        </p>
        {alert && (
          <Button type="button" variant="ghost" busy={cancelling} className={styles.cancel} onClick={() => void cancel(alert.id)}>
            {t('product.notifyCancel')}
          </Button>
        )}
        {error && <ErrorLine>{error}</ErrorLine>}
      </div>
    );
  } else if (view === 'one-click') {
    body = (
      <div className={styles.panel}>
        <Button type="button" block busy={busy} data-start aria-describedby={`${id}-to`} onClick={() => void ask({})}>
          <Icon name="mail" size={20} />
          {t('product.notifyWhenBack')}
        </Button>
        <p id={`${id}-to`} className={styles.hint}>
          {t('product.notifyAt')} <strong className={styles.address}>{state.email}</strong> {t('product.notifyOnceBack')}
        </p>
        {error && <ErrorLine>{error}</ErrorLine>}
      </div>
    );
  } else {
    const fieldError = submitted && !parsed.success ? emailWords(parsed.error.issues[0]?.message ?? STOCK_ALERT_MESSAGES.emailNeeded) : undefined;
    body = (
      <form className={styles.panel} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
        <p id={`${id}-title`} className={styles.title}>
          <Icon name="mail" size={20} className={styles.icon} />
          {t('product.notifyWhenBack')}
        </p>
        <TextField
          label={t('product.notifyEmail')}
          data-start
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={email}
          error={fieldError}
          onChange={(e) => setEmail(e.target.value)}
        />
        {user && (
          <label className={styles.keep}>
            <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
            {t('product.notifySaveEmail')}
          </label>
        )}
        <Button type="submit" block busy={busy}>
          {t('product.notifyMe')}
        </Button>
        <p className={styles.hint}>{t('product.notifyOneEmail')}</p>
        {error && <ErrorLine>{error}</ErrorLine>}
      </form>
    );
  }
  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      {body}
    </div>
  );
}
