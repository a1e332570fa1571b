import { Navigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { SectionSkeleton } from '../../engine/SectionSkeleton';
import { usePageTitle } from '../../app/usePageTitle';
import NotFoundPage from '../../app/routes/NotFoundPage';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Button } from '../../ui/Button';
import { campaignKey } from '../../../schemas/api/studio';
import { useCampaign } from './campaign-api';

/**
 * /p/{slug}: a merchandiser's landing page, composed from its sections like
 * home. The server answers an ended page with a 302 and an unknown one with
 * 404; inside the app the read says the same, and this page follows it.
 */
export default function CampaignPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading, mutate } = useCampaign(slug);
  const page = data?.state === 'live' ? data.page : null;
  usePageTitle(page?.title ?? '', page?.description || undefined);

  if (data?.state === 'ended') return <Navigate to={data.redirect_to} replace />;
  if (!page && error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error && !data) {
    return (
      <Page title="Couldn't load this page">
        <EmptyState
          icon="refresh"
          title="Something went wrong"
          actions={
            <Button type="button" onClick={() => void mutate()}>
              Retry
            </Button>
          }
        >
          {error instanceof Error ? error.message : 'This page could not be loaded'}
        </EmptyState>
      </Page>
    );
  }
  if (isLoading || !page) return <SectionSkeleton mobile={360} desktop={420} />;
  return (
    <>
      <h1 className="visually-hidden">{page.title}</h1>
      <ComposedLayout entries={page.sections} scope="campaign" name={campaignKey(page.slug)} />
    </>
  );
}
