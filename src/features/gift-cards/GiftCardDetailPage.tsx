import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { GIFT_CARD_MESSAGES, GIFT_CARD_RULES, giftCardChoiceSchema, type GiftCardDesign } from '../../../schemas/api/gift-cards';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';
import { useThemeConfig } from '../../data/shop-config';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { choiceErrors, type ChoiceErrors } from './choice-errors';
import { AmountChooser, rupeesToPaise } from './AmountChooser';
import { CardArt } from './CardArt';
import { saveChoice } from './choice-storage';
import { useDesign } from './gift-cards-api';
import styles from './gift-cards.module.css';

function ChooseForm({ design }: { design: GiftCardDesign }) {
  const t = useT();
  const { moneyWhole } = useFormat();
  const navigate = useNavigate();
  const theme = useThemeConfig();
  const [chip, setChip] = useState<number | 'custom'>(design.denominations[1] ?? design.denominations[0] ?? 'custom');
  const [customRupees, setCustomRupees] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const ids = { name: useId(), email: useId(), message: useId(), counter: useId() };
  const amountPaise = chip === 'custom' ? rupeesToPaise(customRupees) : chip;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = giftCardChoiceSchema.safeParse({ design_id: design.id, amount_paise: amountPaise, recipient_name: name, recipient_email: email, message });
    if (!parsed.success) {
      const found = choiceErrors(parsed.error.issues, t);
      // A custom amount that is not a whole number of rupees never reaches the range check.
      if (found.amount_paise && Number.isNaN(amountPaise)) found.amount_paise = t('giftCards.amountRange');
      setErrors(found);
      return;
    }
    if (parsed.data.amount_paise < design.min_paise || parsed.data.amount_paise > design.max_paise) {
      setErrors({ amount_paise: t('giftCards.amountRange') });
      return;
    }
    saveChoice(parsed.data);
    void navigate('/gift-card/checkout');
  }

  const amountLabel = Number.isFinite(amountPaise) ? moneyWhole(amountPaise) : '₹—';
  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AmountChooser
          denominations={design.denominations}
          chip={chip}
          customRupees={customRupees}
          error={errors.amount_paise ?? ''}
          onChip={setChip}
          onCustom={setCustomRupees}
        />
        <div className={styles.field}>
          <label htmlFor={ids.name}>{t('giftCards.recipientName')}</label>
          <input id={ids.name} value={name} autoComplete="off" maxLength={GIFT_CARD_RULES.nameMax} aria-invalid={errors.recipient_name ? true : undefined} onChange={(e) => setName(e.target.value)} />
          {errors.recipient_name && <p className={styles.error} role="alert">{errors.recipient_name}</p>}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.email}>{t('giftCards.recipientEmail')}</label>
          <input id={ids.email} type="email" value={email} autoComplete="off" aria-invalid={errors.recipient_email ? true : undefined} onChange={(e) => setEmail(e.target.value)} />
          {errors.recipient_email && <p className={styles.error} role="alert">{errors.recipient_email}</p>}
          <p className={styles.hint}>{t('giftCards.emailHint')}</p>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.message}>{t('giftCards.messageOptional')}</label>
          <textarea id={ids.message} rows={3} value={message} aria-describedby={ids.counter} aria-invalid={errors.message ? true : undefined} onChange={(e) => setMessage(e.target.value)} />
          <p id={ids.counter} className={styles.hint}>
            {t('giftCards.characters', { count: message.length, max: GIFT_CARD_RULES.messageMax })}
          </p>
          {errors.message && <p className={styles.error} role="alert">{errors.message}</p>}
        </div>
        <Button type="submit">{t('giftCards.buyNow')}</Button>
      </form>
      <section className={styles.preview} aria-labelledby="gift-card-preview">
        <h2 id="gift-card-preview" className={styles.tileName}>
          {t('giftCards.preview')}
        </h2>
        <CardArt design={design} amount={amountLabel} recipient={name.trim() || undefined} brand={theme.brand_name} />
        {message.trim() && <p className={styles.previewMessage}>&ldquo;{message.trim()}&rdquo;</p>}
        <p className={styles.hint}>{design.description}</p>
      </section>
    </div>
  );
}

export default function GiftCardDetailPage() {
  const { id } = useParams();
  const designId = readWholeNumber(id, 1, MAX_INT4);
  const { data, error, isLoading } = useDesign(designId);
  const t = useT();
  const title = data ? t('giftCards.cardName', { name: data.name }) : t('giftCards.cardWord');
  return (
    <Page title={title} crumbs={[{ label: t('giftCards.title'), to: '/gift-card' }]}>
      {isLoading ? (
        <PageLoader />
      ) : data ? (
        <ChooseForm design={data} />
      ) : (
        <EmptyState icon="gift" title={t('giftCards.unavailable')} actions={<ButtonLink to="/gift-card">{t('giftCards.seeAll')}</ButtonLink>}>
          {error instanceof Error && error.message !== GIFT_CARD_MESSAGES.designNotFound ? error.message : t('giftCards.chooseAnother')}
        </EmptyState>
      )}
    </Page>
  );
}
