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
import { formatShopDayLong } from '../../ui/format';

function NotFound() {
  return (
    <Page title="Policy not found">
      <EmptyState icon="shield" title="We couldn't find this policy" actions={<ButtonLink to="/contact">Contact us</ButtonLink>}>
        The link may be old. Our policies are linked at the foot of every page.
      </EmptyState>
    </Page>
  );
}

/** /policy/{id}/{slug_name}: the id picks the policy; the slug only makes the address readable. */
export default function PolicyPage() {
  const params = useParams();
  const id = readWholeNumber(params.id, 1, MAX_INT4);
  const { data, error, mutate } = usePolicy(id);
  if (id === null || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error)
    return (
      <Page title="Policy">
        <EmptyState icon="shield" title="We could not load this policy" actions={<Button onClick={() => void mutate()}>Try again</Button>}>
          {error.message}
        </EmptyState>
      </Page>
    );
  if (!data) return <PageLoader />;
  return (
    <Page title={data.title} lead={`Last updated on ${formatShopDayLong(data.updated_at)}`}>
      <article className={styles.prose}>
        <PolicyBody blocks={data.body} />
      </article>
    </Page>
  );
}
