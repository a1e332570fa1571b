import { Link } from 'react-router-dom';
import { routePath } from '../../../schemas/routes';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useThemeConfig } from '../../data/shop-config';
import { CardArt, rangeLabel } from './CardArt';
import { useDesigns } from './gift-cards-api';
import { useT } from '../../i18n/useT';
import styles from './gift-cards.module.css';

function Designs() {
  const t = useT();
  const { data, error, isLoading, mutate } = useDesigns();
  const { brand_name: brand } = useThemeConfig();
  if (isLoading) return <PageLoader />;
  if (error instanceof Error) {
    return (
      <EmptyState icon="gift" title={t('giftCards.loadFailed')} actions={<Button onClick={() => void mutate()}>{t('giftCards.tryAgain')}</Button>}>
        {error.message}
      </EmptyState>
    );
  }
  if (!data) return null;
  return (
    <ul className={styles.grid}>
      {data.map((design) => (
        <li key={design.id}>
          <Link className={styles.tile} to={routePath('giftCardDetail', { id: design.id, name: design.slug })}>
            <CardArt design={design} brand={brand} decorative />
            <div className={styles.tileCaption}>
              <h2 className={styles.tileName}>{design.name}</h2>
              <p className={styles.tileFrom}>{rangeLabel(design.min_paise, design.max_paise)}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function GiftCardsPage() {
  const t = useT();
  return (
    <Page title={t('giftCards.title')} lead={t('giftCards.lead')}>
      <Designs />
    </Page>
  );
}
