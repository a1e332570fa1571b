import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { addressesPath, orderPath, useAddresses, useOrder } from './orders-api';
import { ReturnForm } from './ReturnForm';
import { ReturnProgress } from './ReturnProgress';
import type { MessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useAccountId } from './useAccountId';

type Mode = 'return' | 'replace' | 'progress';

function modeOf(pathname: string): Mode {
  if (pathname.startsWith('/order/replace/')) return 'replace';
  if (pathname.startsWith('/order/refund-replace-process/')) return 'progress';
  return 'return';
}

const TITLES: Record<Mode, MessageKey> = { return: 'returns.titleReturn', replace: 'returns.titleReplace', progress: 'returns.titleProgress' };

function RequestForm({ userId, kind, itemId }: { userId: number; kind: 'return' | 'replace'; itemId: number | null }) {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = readWholeNumber(params.get('order'), 1, MAX_INT4);
  const order = useOrder(orderId !== null ? orderPath(userId, orderId) : null);
  const addresses = useAddresses(addressesPath(userId));
  if (itemId === null) {
    return (
      <EmptyState icon="refresh" title={t('returns.itemNotFound')} actions={<ButtonLink to="/orders">{t('returns.seeMyOrders')}</ButtonLink>}>
        {t('returns.itemNotFoundBody')}
      </EmptyState>
    );
  }
  if (addresses.isLoading || order.isLoading) return <PageLoader />;
  const line = order.data?.items.find((i) => i.id === itemId);
  if (line && !line.returnable.eligible) {
    return (
      <EmptyState icon="refresh" title={line.returnable.reason} actions={<ButtonLink to="/return-replace-privacy">{t('returns.readPolicy')}</ButtonLink>}>
        {line.title}
      </EmptyState>
    );
  }
  return <ReturnForm userId={userId} kind={kind} itemId={itemId} item={line ? { title: line.title, qty: line.qty } : null} addresses={addresses.data ?? []} />;
}

/** /order/return/{itemId}, /order/replace/{itemId} and /order/refund-replace-process/{requestId}. */
export default function OrderRequestPage() {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const userId = useAccountId();
  const t = useT();
  const mode = modeOf(pathname);
  const target = readWholeNumber(id, 1, MAX_INT4);
  return (
    <Page title={t(TITLES[mode])} crumbs={[{ label: t('orders.title'), to: '/orders' }]}>
      {userId === null ? null : mode === 'progress' ? (
        <ReturnProgress userId={userId} requestId={target} />
      ) : (
        <RequestForm userId={userId} kind={mode} itemId={target} />
      )}
    </Page>
  );
}
