import { LoadFailed, LoadingLines } from '../../../src/features/cart/ListStatus';

export function CartLoading() {
  return <LoadingLines label="Loading your cart" />;
}

export function CartFailed({ message, retry }: { message: string; retry: () => void }) {
  return <LoadFailed title="Your cart could not be loaded" message={message} onRetry={retry} />;
}
