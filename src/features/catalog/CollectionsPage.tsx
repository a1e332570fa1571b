import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

export default function CollectionsPage() {
  return (
    <Page title="Collections" lead="Curated picks: gaming rigs, work-from-home setups, creator kits and more.">
      <EmptyState icon="sparkle" title="No collections yet" actions={<ButtonLink to="/products">Browse all products</ButtonLink>}>
        Our team is curating the first collections.
      </EmptyState>
    </Page>
  );
}
