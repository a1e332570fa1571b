import type { ToastPosition } from 'react-hot-toast';

/**
 * Spec sections 4 and 9: success 2 s, error 4 s, custom 4 s, loading until
 * dismissed. react-hot-toast keeps at most 20 toasts, the spec's limit.
 */
export const TOAST_DURATIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

/** The login flow's toasts: 3 s at top right. */
export const LOGIN_TOAST = { duration: 3000, position: 'top-right' as ToastPosition };
