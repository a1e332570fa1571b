import toast from 'react-hot-toast';
import type { NavigateFunction } from 'react-router-dom';
import styles from './AddedToast.module.css';

/**
 * 'Added to cart' with a way to the cart. The toaster sits outside the router,
 * so the link navigates with the caller's navigate function rather than <Link>.
 */
export function showAddedToast(navigate: NavigateFunction, message = 'Added to cart') {
  toast.success((t) => (
    <span className={styles.toast}>
      {message}
      <a
        className={styles.link}
        href="/cart"
        onClick={(event) => {
          event.preventDefault();
          toast.dismiss(t.id);
          void navigate('/cart');
        }}
      >
        View cart
      </a>
    </span>
  ));
}
