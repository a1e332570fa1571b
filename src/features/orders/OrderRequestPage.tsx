import { useLocation, useParams } from 'react-router-dom';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { ButtonLink } from '../../ui/Button';

/** Return, replace and the refund/replace process share one page, by path. */
function requestKind(pathname: string): { title: string; text: string } {
  if (pathname.startsWith('/order/replace/')) return { title: 'Replace an item', text: 'Replacements can be requested for delivered orders within the return window.' };
  if (pathname.startsWith('/order/refund-replace-process/')) return { title: 'Refund and replacement status', text: 'Requests you raise show their progress here, step by step.' };
  return { title: 'Return an item', text: 'Returns can be requested for delivered orders within the return window.' };
}

export default function OrderRequestPage() {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const { title, text } = requestKind(pathname);
  return (
    <Page title={title} crumbs={[{ label: 'My orders', to: '/orders' }]}>
      <EmptyState icon="refresh" title={`No eligible order ${id}`} actions={<ButtonLink to="/return-replace-privacy">Read the return policy</ButtonLink>}>
        {text}
      </EmptyState>
    </Page>
  );
}
