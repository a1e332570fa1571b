import toast from 'react-hot-toast';
import type { NavigateFunction } from 'react-router-dom';
import { localizedPath } from '../../../schemas/locale';
import { useLocale, useT } from '../../i18n/useT';
import styles from './AddedToast.module.css';

/** Rendered by the toaster, inside the page's locale: its words and the cart's address follow it. */
function AddedToastBody({ message, onView }: { message: string | undefined; onView: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <span className={styles.toast}>
      {message ?? t('cart.added')}
      <a
        className={styles.link}
        href={localizedPath(locale, '/cart')}
        onClick={(event) => {
          event.preventDefault();
          onView();
        }}
      >
        {t('cart.viewCart')}
      </a>
    </span>
  );
}

/**
 * 'Added to cart' with a way to the cart. The toaster sits outside the router,
 * so the link navigates with the caller's navigate function rather than <Link>.
 */
export function showAddedToast(navigate: NavigateFunction, message?: string) {
  toast.success((shown) => (
    <AddedToastBody
      message={message}
      onView={() => {
        toast.dismiss(shown.id);
        void navigate('/cart');
      }}
    />
  ));
}
