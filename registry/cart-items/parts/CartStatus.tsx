import { LoadFailed, LoadingLines } from '../../../src/features/cart/ListStatus';
import { useT } from '../../../src/i18n/useT';

export function CartLoading() {
  const t = useT();
  return <LoadingLines label={t('cart.loading')} />;
}

export function CartFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useT();
  return <LoadFailed title={t('cart.loadFailed')} message={message} onRetry={retry} />;
}
