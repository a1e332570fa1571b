import { useParams } from 'react-router-dom';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function PolicyPage() {
  const { slug_name = 'policy' } = useParams();
  const title = decodeURIComponent(slug_name).replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  return (
    <Page title={title}>
      <EmptyState icon="shield" title="This policy isn't published yet" actions={<ButtonLink to="/contact">Contact us</ButtonLink>}>
        Write to us and we will send you the current text.
      </EmptyState>
    </Page>
  );
}
