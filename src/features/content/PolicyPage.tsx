import { useParams } from 'react-router-dom';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';
import { ApiError } from '../../api/client';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Button, ButtonLink } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { PolicyBody } from './PolicyBody';
import { usePolicy } from './content-api';
import styles from './content.module.css';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';

function NotFound() {
  const t = useT();
  return (
    <Page title={t('content.policyNotFoundTitle')}>
      <EmptyState icon="shield" title={t('content.policyNotFound')} actions={<ButtonLink to="/contact">{t('content.contactTitle')}</ButtonLink>}>
        {t('content.policyNotFoundBody')}
      </EmptyState>
    </Page>
  );
}

/** /policy/{id}/{slug_name}: the id picks the policy; the slug only makes the address readable. */
export default function PolicyPage() {
  const t = useT();
  const { dayLong } = useFormat();
  const params = useParams();
  const id = readWholeNumber(params.id, 1, MAX_INT4);
  const { data, error, mutate } = usePolicy(id);
  if (id === null || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error)
    return (
      <Page title={t('content.policy')}>
        <EmptyState icon="shield" title={t('content.policyLoadFailed')} actions={<Button onClick={() => void mutate()}>{t('content.tryAgain')}</Button>}>
          {error.message}
        </EmptyState>
      </Page>
    );
  if (!data) return <PageLoader />;
  return (
    <Page title={data.title} lead={t('content.lastUpdated', { date: dayLong(data.updated_at) })}>
      <article className={styles.prose}>
        <PolicyBody blocks={data.body} />
      </article>
    </Page>
  );
}
